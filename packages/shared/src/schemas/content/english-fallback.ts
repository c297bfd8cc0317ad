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
