import { currentLocale } from '../../i18n/current-locale';
import { DEFAULT_LOCALE } from '../../i18n/locales';

/*
 * docs/rules/public-pages.md#languages: the marks of an English fallback on a Kiswahili page. Without zod, so that the
 * public pages that read them keep zod off their first load (docs/decisions/0007-first-load-budget.md).
 */

/** True when a Kiswahili page shows `field` of this (localized) item in English. */
export const isEnglish = (item: { english?: readonly string[] }, field: string): boolean =>
  item.english?.includes(field) ?? false;

/** `lang="en"` for an element showing an English fallback on a Kiswahili page, else nothing. */
export const englishLang = (item: { english?: readonly string[] }, field: string): { lang?: 'en' } =>
  isEnglish(item, field) ? { lang: 'en' } : {};

/**
 * `lang="en"` on another language's page for studio words that have no version but English yet
 * (a service's inclusions and turnaround): they are English
 * wherever they show.
 */
export const untranslatedLang = (): { lang?: 'en' } => (currentLocale() === DEFAULT_LOCALE ? {} : { lang: 'en' });
