/**
 * The product's languages (docs/rules/public-pages.md#languages, docs/decisions/0046-languages.md):
 * English, the default, at today's addresses, and Kiswahili under `/sw`. Each has the CLDR locale
 * that numbers, money and dates are written in.
 */
export const LOCALES = ['en', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;
export type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
/** Every language but the default: the ones loaded on demand. */
export const OTHER_LOCALES = LOCALES.filter((locale): locale is OtherLocale => locale !== DEFAULT_LOCALE);

/** The CLDR locale each language formats with: Kenyan English and Kenyan Kiswahili. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' };

/** The language's own name, as its switch shows it. */
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language an address is in and the address without its language prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(sw)(?=[/?#]|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = pathname.slice(match[0].length);
  return { locale: 'sw', path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** `path` (an English address, e.g. `/contact`) in `locale`: `/sw/contact`, or itself in English. */
export function localePath(path: string, locale: Locale): string {
  const { path: bare } = splitLocalePath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' || /^\/[?#]/.test(bare) ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}
