import type source from '../i18n/catalogues/contact.en';
import english from '../i18n/compiled/contact.en';
import { defineArea } from '../i18n/messages';

/**
 * The contact and inquiry forms' words in every language (../i18n/catalogues/contact.en.ts says
 * what each is for). A caller that knows the reader's language asks `contactMessages.in(locale)`.
 */
export const contactMessages = defineArea<typeof source>('contact', english, {
  sw: () => import('../i18n/compiled/contact.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const contactTexts = contactMessages.current;
