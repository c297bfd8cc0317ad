import { INQUIRY_REPLY_MAX } from '../constants';
import type source from '../i18n/catalogues/booking.en';
import english from '../i18n/compiled/booking.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/booking.en.ts says what each is for. */
export const bookingMessages = defineArea<typeof source>('booking', english, {
  sw: () => import('../i18n/compiled/booking.sw'),
});

const texts = bookingMessages.current;

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the reply's limit filled in.
 */
export const bookingTexts: Omit<typeof texts, 'replyTooLong' | 'cancelReasonTooLong'> & {
  readonly replyTooLong: string;
  readonly cancelReasonTooLong: string;
} = Object.create(texts, {
  replyTooLong: { get: () => texts.replyTooLong({ max: INQUIRY_REPLY_MAX }), enumerable: true },
  cancelReasonTooLong: { get: () => texts.cancelReasonTooLong({ max: INQUIRY_REPLY_MAX }), enumerable: true },
});
