import type source from '../i18n/catalogues/input.en';
import english from '../i18n/compiled/input.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/input.en.ts says what each is for. */
export const inputMessages = defineArea<typeof source>('input', english, {
  sw: () => import('../i18n/compiled/input.sw'),
});

/** The same words in English, for callers that do not know the reader's language yet (docs/decisions/0046-languages.md). */
export const inputTexts = inputMessages.texts('en');
