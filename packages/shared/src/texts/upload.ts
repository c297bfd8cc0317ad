import type source from '../i18n/catalogues/upload.en';
import english from '../i18n/compiled/upload.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/upload.en.ts says what each is for. */
export const uploadMessages = defineArea<typeof source>('upload', english, {
  sw: () => import('../i18n/compiled/upload.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const uploadTexts = uploadMessages.current;
