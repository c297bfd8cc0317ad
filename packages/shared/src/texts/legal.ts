import type source from '../i18n/catalogues/legal.en';
import english from '../i18n/compiled/legal.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/legal.en.ts says what each is for. */
export const legalMessages = defineArea<typeof source>('legal', english, {
  sw: () => import('../i18n/compiled/legal.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const legalTexts = legalMessages.current;
