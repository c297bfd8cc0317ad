import type source from '../i18n/catalogues/role-choice.en';
import english from '../i18n/compiled/role-choice.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/role-choice.en.ts says what each is for. */
export const roleChoiceMessages = defineArea<typeof source>('role-choice', english, {
  sw: () => import('../i18n/compiled/role-choice.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const roleChoiceTexts = roleChoiceMessages.current;
