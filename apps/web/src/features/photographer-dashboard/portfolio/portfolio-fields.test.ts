import { newsletterTexts, portfolioTexts, VIDEO_MAX_BYTES } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyPortfolioForm,
  type PortfolioFormValues,
  portfolioFormData,
  understoodExperience,
  understoodPrice,
  validatePortfolioForm,
  videoFileProblem,
} from './portfolio-fields';

const valid: PortfolioFormValues = {
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  phone: '+254 712 345 678',
  message: 'Weddings and portraits in natural light, from Karen to the coast.',
  speciality: 'Wedding',
  price: 'From $800 per wedding',
  location: 'Nairobi',
  experience: '8 years',
  website: 'https://wanjiru.example.com',
  instagram: '@wanjiru.frames',
  availability: 'Weekends',
};

const video = (name = 'reel.mp4', type = 'video/mp4', size = 1024) => {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('validatePortfolioForm', () => {
  it('asks only for a name, a speciality, a location and, when creating, one photograph (issue 23)', () => {
    const result = validatePortfolioForm(emptyPortfolioForm, { creating: true, video: null, photos: 0 });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required.',
        speciality: 'Speciality is required.',
        location: 'Location is required.',
        photos: portfolioTexts.photoRequired,
      },
    });
  });

  it('takes the least a profile needs: every other field, and the video, left blank', () => {
    const least = { ...emptyPortfolioForm, name: 'Akinyi Otieno', speciality: 'Portrait', location: 'Kisumu' };
    const result = validatePortfolioForm(least, { creating: true, video: null, photos: 1 });
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.fields).toMatchObject({ name: 'Akinyi Otieno', website: '', instagram: '', email: '' });
    // Updating needs no photograph: the portfolio has its own.
    expect(validatePortfolioForm(least, { creating: false, video: null }).ok).toBe(true);
  });

  it('treats blank space as empty', () => {
    const result = validatePortfolioForm({ ...valid, name: '   ', message: '\n\t' }, { creating: false, video: null });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ name: portfolioTexts.required.name });
  });

  it('never requires the video', () => {
    expect(validatePortfolioForm(valid, { creating: true, video: null, photos: 2 }).ok).toBe(true);
    expect(validatePortfolioForm(valid, { creating: false, video: null }).ok).toBe(true);
  });

  it('accepts a complete form with a video, trimmed', () => {
    const result = validatePortfolioForm(
      { ...valid, name: '  Wanjiru Kamau ' },
      { creating: true, video: video(), photos: 1 },
    );
    expect(result).toEqual({ ok: true, fields: { ...valid, name: 'Wanjiru Kamau' } });
  });

  it('checks the shape of e-mail, phone and website, and the lists of specialities and locations', () => {
    const result = validatePortfolioForm(
      {
        ...valid,
        email: 'wanjiru@',
        phone: 'call me',
        website: 'wanjiru dot com',
        instagram: 'my insta!',
        speciality: 'Drone',
        location: 'Paris',
      },
      { creating: false, video: null },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        email: newsletterTexts.invalidEmail,
        phone: portfolioTexts.phoneKenyan,
        website: portfolioTexts.websiteInvalid,
        instagram: portfolioTexts.instagramInvalid,
        speciality: portfolioTexts.specialityInvalid,
        location: portfolioTexts.locationInvalid,
      },
    });
  });

  it('refuses a video that is not MP4, WebM or MOV, or is too large', () => {
    expect(
      validatePortfolioForm(valid, { creating: true, video: video('reel.mkv', 'video/x-matroska'), photos: 1 }),
    ).toEqual({
      ok: false,
      errors: { video: portfolioTexts.videoType },
    });
    expect(
      validatePortfolioForm(valid, { creating: false, video: video('big.mp4', 'video/mp4', VIDEO_MAX_BYTES + 1) }),
    ).toEqual({ ok: false, errors: { video: portfolioTexts.videoTooLarge } });
  });
});

describe('videoFileProblem', () => {
  it('accepts the three formats, and a typeless file by its extension', () => {
    expect(videoFileProblem(video('a.mp4', 'video/mp4'))).toBeNull();
    expect(videoFileProblem(video('a.webm', 'video/webm'))).toBeNull();
    expect(videoFileProblem(video('a.mov', 'video/quicktime'))).toBeNull();
    expect(videoFileProblem(video('a.MOV', ''))).toBeNull();
    expect(videoFileProblem(video('notes.txt', ''))).toBe(portfolioTexts.videoType);
    expect(videoFileProblem(video('photo.jpg', 'image/jpeg'))).toBe(portfolioTexts.videoType);
  });
});

describe('portfolioFormData', () => {
  it('sends the text fields, and the video only when one was chosen', () => {
    const without = portfolioFormData(valid, null);
    expect(Object.fromEntries(without.entries())).toEqual(valid);
    expect(without.has('video')).toBe(false);
    const withVideo = portfolioFormData(valid, video('reel.mp4'));
    expect((withVideo.get('video') as File).name).toBe('reel.mp4');
  });

  it('sends the photographs after the fields and the video, one `image` part each, in order', () => {
    const a = new File([new Uint8Array(4)], 'a.jpg', { type: 'image/jpeg' });
    const b = new File([new Uint8Array(4)], 'b.png', { type: 'image/png' });
    const body = portfolioFormData(valid, video('reel.mp4'), [a, b]);
    expect([...body.keys()].slice(-3)).toEqual(['video', 'image', 'image']);
    expect(body.getAll('image').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.png']);
  });

  it('leaves out an absent availability', () => {
    const { availability: _, ...rest } = valid;
    expect(portfolioFormData(rest, null).has('availability')).toBe(false);
  });
});

describe('what the server understands (D15, D30)', () => {
  it('reads the starting price in the currency it is written in, shillings by default', () => {
    expect(understoodPrice('From KES 85,000 per wedding')).toBe('from Ksh\u00a085,000');
    expect(understoodPrice('KES 120k')).toBe('from Ksh\u00a0120,000');
    expect(understoodPrice('45000')).toBe('from Ksh\u00a045,000');
    expect(understoodPrice('US$800 for the day')).toBe('from US$800');
    expect(understoodPrice('From USD 1,250.40')).toBe('from US$1,250');
    expect(understoodPrice('Ask me')).toBeNull();
    expect(understoodPrice('')).toBeNull();
  });
  it('reads the experience as "8 years"', () => {
    expect(understoodExperience(8)).toBe('8 years');
    expect(understoodExperience(1)).toBe('1 year');
    expect(understoodExperience(0.5)).toBe('less than a year');
    expect(understoodExperience(null)).toBeNull();
  });
});
