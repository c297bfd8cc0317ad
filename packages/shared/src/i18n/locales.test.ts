import { describe, expect, it } from 'vitest';
import { currentLocale } from './current-locale';
import { isLocale, localePath, splitLocalePath } from './locales';

describe('language addresses', () => {
  it('reads the language from the first segment only', () => {
    expect(splitLocalePath('/sw')).toEqual({ locale: 'sw', path: '/' });
    expect(splitLocalePath('/sw/')).toEqual({ locale: 'sw', path: '/' });
    expect(splitLocalePath('/sw/services/weddings')).toEqual({ locale: 'sw', path: '/services/weddings' });
    expect(splitLocalePath('/contact')).toEqual({ locale: 'en', path: '/contact' });
    expect(splitLocalePath('/swahili-weddings')).toEqual({ locale: 'en', path: '/swahili-weddings' });
    expect(splitLocalePath('/blogs/sw')).toEqual({ locale: 'en', path: '/blogs/sw' });
    expect(splitLocalePath('/sw?q=harusi')).toEqual({ locale: 'sw', path: '/?q=harusi' });
    expect(splitLocalePath('/sw/search?q=harusi')).toEqual({ locale: 'sw', path: '/search?q=harusi' });
  });

  it('writes an English address in either language, and back', () => {
    expect(localePath('/', 'sw')).toBe('/sw');
    expect(localePath('/contact', 'sw')).toBe('/sw/contact');
    expect(localePath('/sw/contact', 'sw')).toBe('/sw/contact');
    expect(localePath('/sw/contact', 'en')).toBe('/contact');
    expect(localePath('/sw', 'en')).toBe('/');
    expect(localePath('/?q=harusi', 'sw')).toBe('/sw?q=harusi');
    expect(localePath('/sw?q=harusi', 'en')).toBe('/?q=harusi');
    expect(localePath('/portfolio#weddings', 'sw')).toBe('/sw/portfolio#weddings');
  });

  it('knows its languages', () => {
    expect(isLocale('sw')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('the language of the moment', () => {
  it('is English where nothing says otherwise', () => {
    expect(currentLocale()).toBe('en');
  });
});
