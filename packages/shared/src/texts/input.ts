import type source from '../i18n/catalogues/input.en';
import english from '../i18n/compiled/input.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/input.en.ts says what each is for. */
export const inputMessages = defineArea<typeof source>('input', english, {
  sw: () => import('../i18n/compiled/input.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const inputTexts = inputMessages.current;
