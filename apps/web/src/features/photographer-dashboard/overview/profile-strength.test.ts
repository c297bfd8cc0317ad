import { describe, expect, it } from 'vitest';
import { photographerFixture } from '../testing/fixtures';
import { profileStrength, STRONG_PROFILE_PHOTOS } from './profile-strength';

const doneKeys = (items: ReturnType<typeof profileStrength>) => items.filter((i) => i.done).map((i) => i.key);

describe('profileStrength (issue 23)', () => {
  it('a profile with only what publishing needs has everything left to do, each with where it is done', () => {
    const least = photographerFixture({
      message: '  ',
      price: '',
      website: '',
      instagram: '',
      video: null,
      profile_picture: null,
    });
    const items = profileStrength(least, []);
    expect(doneKeys(items)).toEqual([]);
    expect(Object.fromEntries(items.map((i) => [i.key, i.to]))).toEqual({
      bio: '/photographer-dashboard/portfolio',
      photos: '/photographer-dashboard/portfolio',
      packages: '/photographer-dashboard/packages',
      price: '/photographer-dashboard/portfolio',
      instagram: '/photographer-dashboard/portfolio',
      video: '/photographer-dashboard/portfolio',
      website: '/photographer-dashboard/portfolio',
      picture: '/photographer-dashboard/settings',
    });
  });

  it('counts what is there; an active package says the price too, a hidden one does not count', () => {
    const base = photographerFixture({ price: '', profile_picture: '/uploads/avatars/a.webp' });
    expect(doneKeys(profileStrength(base, [{ active: false }]))).toEqual([
      'bio',
      'instagram',
      'video',
      'website',
      'picture',
    ]);
    expect(doneKeys(profileStrength(base, [{ active: true }]))).toContain('price');
    expect(doneKeys(profileStrength(base, [{ active: true }]))).toContain('packages');
  });

  it(`asks for ${STRONG_PROFILE_PHOTOS} photographs`, () => {
    const gallery = photographerFixture().gallery;
    const six = Array.from({ length: STRONG_PROFILE_PHOTOS }, (_, i) => ({ ...gallery[0]!, id: `g${i}` }));
    expect(doneKeys(profileStrength(photographerFixture({ gallery: six.slice(1) }), []))).not.toContain('photos');
    expect(doneKeys(profileStrength(photographerFixture({ gallery: six }), []))).toContain('photos');
  });
});
