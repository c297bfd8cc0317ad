import type source from '../i18n/catalogues/inquiry.en';
import english from '../i18n/compiled/inquiry.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/inquiry.en.ts says what each is for. */
export const inquiryMessages = defineArea<typeof source>('inquiry', english, {
  sw: () => import('../i18n/compiled/inquiry.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const inquiryTexts = inquiryMessages.current;
