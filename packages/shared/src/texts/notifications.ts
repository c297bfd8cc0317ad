import type source from '../i18n/catalogues/notifications.en';
import english from '../i18n/compiled/notifications.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/notifications.en.ts says what each is for. */
export const notificationsMessages = defineArea<typeof source>('notifications', english, {
  sw: () => import('../i18n/compiled/notifications.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const notificationsTexts = notificationsMessages.current;
