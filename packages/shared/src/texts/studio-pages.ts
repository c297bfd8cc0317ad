import type source from '../i18n/catalogues/studio-pages.en';
import english from '../i18n/compiled/studio-pages.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/studio-pages.en.ts says what each is for. */
export const studioPageMessages = defineArea<typeof source>('studio-pages', english, {
  sw: () => import('../i18n/compiled/studio-pages.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const studioPageTexts = studioPageMessages.current;
