import type source from '../i18n/catalogues/profile.en';
import english from '../i18n/compiled/profile.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/profile.en.ts says what each is for. */
export const profileMessages = defineArea<typeof source>('profile', english, {
  sw: () => import('../i18n/compiled/profile.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const profileTexts = profileMessages.current;
