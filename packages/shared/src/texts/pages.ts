import type source from '../i18n/catalogues/pages.en';
import english from '../i18n/compiled/pages.en';
import { defineArea } from '../i18n/messages';

/**
 * What each page says about itself in its head (title and description), in every language
 * (../i18n/catalogues/pages.en.ts says what each is for). A caller that knows the reader's language asks `pagesMessages.in(locale)`.
 */
export const pagesMessages = defineArea<typeof source>('pages', english, {
  sw: () => import('../i18n/compiled/pages.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const pagesTexts = pagesMessages.current;
