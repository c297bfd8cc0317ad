import type source from '../i18n/catalogues/cookie-settings.en';
import english from '../i18n/compiled/cookie-settings.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/cookie-settings.en.ts says what each is for. */
export const cookieSettingsMessages = defineArea<typeof source>('cookie-settings', english, {
  sw: () => import('../i18n/compiled/cookie-settings.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const cookieSettingsTexts = cookieSettingsMessages.current;
