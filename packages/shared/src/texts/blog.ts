import type source from '../i18n/catalogues/blog.en';
import english from '../i18n/compiled/blog.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/blog.en.ts says what each is for. */
export const blogMessages = defineArea<typeof source>('blog', english, {
  sw: () => import('../i18n/compiled/blog.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const blogTexts = blogMessages.current;
