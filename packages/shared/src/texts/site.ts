import type source from '../i18n/catalogues/site.en';
import english from '../i18n/compiled/site.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/site.en.ts says what each is for. */
export const siteMessages = defineArea<typeof source>('site', english, {
  sw: () => import('../i18n/compiled/site.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const siteTexts = siteMessages.current;
