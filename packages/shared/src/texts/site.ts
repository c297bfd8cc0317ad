import type source from '../i18n/catalogues/site.en';
import english from '../i18n/compiled/site.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/site.en.ts says what each is for. */
export const siteMessages = defineArea<typeof source>('site', english, {
  sw: () => import('../i18n/compiled/site.sw'),
});

/** The same words in English, for callers that do not know the reader's language yet (docs/decisions/0046-languages.md). */
export const siteTexts = siteMessages.texts('en');
