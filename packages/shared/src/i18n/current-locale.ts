import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The language of what is being done now (docs/decisions/0046-languages.md): on the server, the
 * request's or the e-mail's (kept in the request context); in the browser, the page's `<html lang>`.
 * Each side says where to read it once, at start-up; until then it is English.
 */
let read: () => Locale = () => DEFAULT_LOCALE;

export function setLocaleSource(source: () => Locale): void {
  read = source;
}

export function currentLocale(): Locale {
  return read();
}
