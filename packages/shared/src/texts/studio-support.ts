import type source from '../i18n/catalogues/studio-support.en';
import english from '../i18n/compiled/studio-support.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/studio-support.en.ts says what each is for. */
export const studioSupportMessages = defineArea<typeof source>('studio-support', english, {
  sw: () => import('../i18n/compiled/studio-support.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const studioSupportTexts = studioSupportMessages.current;
