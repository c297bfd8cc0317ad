import { BOOKING_MESSAGE_IMAGES_MAX, BOOKING_MESSAGE_MAX, IMAGE_MAX_BYTES } from '../constants';
import type source from '../i18n/catalogues/conversations.en';
import english from '../i18n/compiled/conversations.en';
import { defineArea, type MessageValues } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/conversations.en.ts says what each is for. */
export const conversationMessages = defineArea<typeof source>('conversations', english, {
  sw: () => import('../i18n/compiled/conversations.sw'),
});

const texts = conversationMessages.current;

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the message's limits filled in.
 */
export const conversationTexts: Omit<typeof texts, 'bodyTooLong' | 'tooManyImages' | 'imageTooLarge'> & {
  readonly bodyTooLong: string;
  readonly tooManyImages: string;
  readonly imageTooLarge: string;
} = Object.create(texts, {
  bodyTooLong: { get: () => texts.bodyTooLong({ max: BOOKING_MESSAGE_MAX }), enumerable: true },
  tooManyImages: { get: () => texts.tooManyImages({ max: BOOKING_MESSAGE_IMAGES_MAX }), enumerable: true },
  imageTooLarge: { get: () => texts.imageTooLarge({ megabytes: IMAGE_MAX_BYTES / 1024 / 1024 }), enumerable: true },
  /** `used` characters of BOOKING_MESSAGE_MAX. */
  counter: {
    value: (values: MessageValues) => texts.counter({ max: BOOKING_MESSAGE_MAX, ...values }),
    enumerable: true,
  },
});
