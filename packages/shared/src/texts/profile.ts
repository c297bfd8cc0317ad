import type source from '../i18n/catalogues/profile.en';
import english from '../i18n/compiled/profile.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/profile.en.ts says what each is for. */
export const profileMessages = defineArea<typeof source>('profile', english, {
  sw: () => import('../i18n/compiled/profile.sw'),
});

/** The same words in English, for callers that do not know the reader's language yet (docs/decisions/0046-languages.md). */
export const profileTexts = profileMessages.texts('en');
