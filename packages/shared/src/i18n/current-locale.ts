import { DEFAULT_LOCALE, isLocale, type Locale, localePath } from './locales';

/**
 * The language of what is being done now (docs/decisions/0046-languages.md). In the browser it is
 * the page's, as the server wrote it in `<html lang>` ("sw", or "sw-KE"); the server sets its own
 * source at start-up (the request's language, kept in the request context). Elsewhere, English.
 */
let read: () => Locale = () => {
  // This package is written without the DOM's types: a page is only where `document` exists.
  const page = (globalThis as { document?: { documentElement: { lang: string } } }).document;
  const language = page?.documentElement.lang.split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
};

export function setLocaleSource(source: () => Locale): void {
  read = source;
}

export function currentLocale(): Locale {
  return read();
}

/**
 * An address of the product in the current language: `/contact` on a Kiswahili page is
 * `/sw/contact`. Links the router does not write (plain `<a>`, islands) go through it.
 */
export function localHref(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? localePath(path, currentLocale()) : path;
}
