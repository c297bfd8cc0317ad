import type source from '../i18n/catalogues/booking-notices.en';
import english from '../i18n/compiled/booking-notices.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/booking-notices.en.ts says what each is for. */
export const bookingNoticesMessages = defineArea<typeof source>('booking-notices', english, {
  sw: () => import('../i18n/compiled/booking-notices.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const bookingNoticesTexts = bookingNoticesMessages.current;
