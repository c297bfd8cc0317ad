import type source from '../i18n/catalogues/role-choice.en';
import english from '../i18n/compiled/role-choice.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/role-choice.en.ts says what each is for. */
export const roleChoiceMessages = defineArea<typeof source>('role-choice', english, {
  sw: () => import('../i18n/compiled/role-choice.sw'),
});

/** The same words in English, for callers that do not know the reader's language yet (docs/decisions/0046-languages.md). */
export const roleChoiceTexts = roleChoiceMessages.texts('en');
