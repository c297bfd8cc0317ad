import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../i18n/current-locale';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { mediaAlt, mediaLibrary, photo } from './media';

describe('the media library in Kiswahili (docs/rules/public-pages.md#languages)', () => {
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

  it('describes every medium that has a description in Kiswahili too', () => {
    const described = Object.entries(mediaLibrary).filter(([, m]) => m.alt.trim());
    expect(described.length).toBeGreaterThan(100);
    const missing = described.filter(([, m]) => !m.altSw?.trim()).map(([id]) => id);
    expect(missing).toEqual([]);
    // Written for the reader, not copied: no Kiswahili description is its English.
    expect(described.filter(([, m]) => m.altSw === m.alt).map(([id]) => id)).toEqual([]);
  });

  it('gives the description in the current language, the English marked where Kiswahili has none', () => {
    const giraffes = photo('photos/giraffes-savanna-01')!;
    expect(mediaAlt(giraffes)).toEqual({ alt: giraffes.alt });
    setLocaleSource(() => 'sw');
    expect(mediaAlt(giraffes)).toEqual({ alt: giraffes.altSw });
    expect(giraffes.altSw).toMatch(/^Twiga wawili/);
    expect(mediaAlt({ alt: 'A dog.' })).toEqual({ alt: 'A dog.', lang: 'en' });
    // A decorative file (no description) stays without one.
    expect(mediaAlt({ alt: '' })).toEqual({ alt: '' });
  });
});
