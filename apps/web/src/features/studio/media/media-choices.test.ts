import { DEFAULT_LOCALE } from '@studio/shared/i18n/locales';
import { setLocaleSource } from '@studio/shared/i18n/current-locale';
import { afterEach, describe, expect, it } from 'vitest';
import { matches, sampleChoice } from './media-choices';

describe('the console’s sample pictures (docs/rules/public-pages.md#languages)', () => {
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

  it('are described, and found, in the console’s language', () => {
    const english = sampleChoice('photos/giraffes-savanna-01')!;
    expect(matches(english, 'giraffes')).toBe(true);
    setLocaleSource(() => 'sw');
    const kiswahili = sampleChoice('photos/giraffes-savanna-01')!;
    expect(kiswahili.alt).toMatch(/^Twiga wawili/);
    expect(matches(kiswahili, 'twiga')).toBe(true);
    // Its name (the file's) is found in every language.
    expect(matches(kiswahili, 'savanna')).toBe(true);
  });
});
