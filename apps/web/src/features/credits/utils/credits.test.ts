import { setLocaleSource } from '@studio/shared/i18n/current-locale';
import { DEFAULT_LOCALE } from '@studio/shared/i18n/locales';
import { mediaLibrary, photo } from '@studio/shared/media/media';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCredits, parseAuthor, parseLicence, parseSource } from './credits';

describe('credits', () => {
  it('lists every file of the media library once (video posters with their video)', () => {
    const groups = buildCredits();
    const listed = Object.values(groups).flat();
    const posters = Object.values(mediaLibrary).flatMap((m) => (m.kind === 'video' && m.poster ? [m.poster] : []));
    expect(listed).toHaveLength(Object.keys(mediaLibrary).length - posters.length);
    expect(new Set(listed.map((e) => e.id)).size).toBe(listed.length);
    expect(groups.photo.length).toBeGreaterThan(40);
    expect(groups.video.length).toBeGreaterThan(0);
    expect(groups.logo.length).toBeGreaterThan(0);
    expect(groups.portrait.length).toBeGreaterThan(0);
  });

  it('takes author, licence and source from the library', () => {
    const giraffes = buildCredits().photo.find((e) => e.id === 'photos/giraffes-savanna-01')!;
    expect(giraffes.author).toEqual({
      label: 'Mike and Lara Wolfe',
      url: 'https://commons.wikimedia.org/wiki/File:Giraffe_courtship_(25657342808).jpg',
    });
    expect(giraffes.licence).toEqual({
      label: 'CC0 1.0 (public domain dedication)',
      url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    });
    expect(giraffes.source).toEqual({
      label: 'Debian package gcompris-qt-data (3.1-2)',
      url: 'https://packages.debian.org/bookworm/gcompris-qt-data',
    });
  });

  it('links every Creative Commons licence to its text', () => {
    for (const e of Object.values(buildCredits()).flat()) {
      if (/^CC/.test(e.licence.label)) expect(e.licence.url).toMatch(/^https:\/\/creativecommons\.org\//);
    }
    expect(parseLicence('CC-BY-SA-4.0 (share-alike sources)')).toEqual({
      label: 'CC BY-SA 4.0',
      url: 'https://creativecommons.org/licenses/by-sa/4.0/',
      note: 'share-alike sources',
    });
    expect(parseLicence('CC-BY-2.0').url).toBe('https://creativecommons.org/licenses/by/2.0/');
    expect(parseLicence('Public domain')).toEqual({ label: 'Public domain' });
  });

  it('names the photographs a film is made from', () => {
    const reel = buildCredits().video.find((e) => e.id === 'video/sample-reel-golden-hour')!;
    expect(reel.madeFrom).toContain('photos/boats-lakeshore-sunset-01');
    expect(reel.photoId).toBe('video/sample-reel-golden-hour-poster');
  });

  it('reads the odd shapes of author and source', () => {
    expect(parseAuthor('Unknown', 'Generated for this project')).toEqual({ label: 'Picha Studio' });
    expect(parseAuthor('Ian Hex', 'LGPL-3.0')).toEqual({ label: 'Ian Hex' });
    expect(parseSource('')).toEqual({ label: 'Made for this site' });
  });

  describe('in Kiswahili (docs/rules/public-pages.md#languages)', () => {
    afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

    it("describes each file in the page's language", () => {
      const giraffes = photo('photos/giraffes-savanna-01')!;
      const find = () => buildCredits().photo.find((e) => e.id === 'photos/giraffes-savanna-01')!;
      expect(find()).toMatchObject({ description: giraffes.alt });
      expect(find().lang).toBeUndefined();
      setLocaleSource(() => 'sw');
      expect(find()).toMatchObject({ description: giraffes.altSw });
      expect(find().lang).toBeUndefined();
      const logo = buildCredits().logo.find((e) => e.id === 'logos/partner-kilele-events')!;
      expect(logo.description).toBe('Nembo ya Kilele Events (mshirika wa kubuni).');
      // A file the library describes only in English says so.
      const english = buildCredits({ 'photos/x': { ...giraffes, altSw: undefined } }).photo[0]!;
      expect(english).toMatchObject({ description: giraffes.alt, lang: 'en' });
    });
  });
});
