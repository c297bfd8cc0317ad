import { setLocaleSource } from '@studio/shared/i18n/current-locale';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@studio/shared/i18n/locales';

/** The page's language, as the server wrote it in `<html lang>` ("sw", or "sw-KE"). */
export function pageLocale(): Locale {
  const language = document.documentElement.lang.split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Every text the browser writes is in the page's language (docs/decisions/0046-languages.md). */
export function followPageLocale(): void {
  setLocaleSource(pageLocale);
}
