import {
  REVIEW_EDIT_DAYS,
  REVIEW_FEATURED_MAX,
  REVIEW_IMAGES_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASON_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from '../constants';
import type source from '../i18n/catalogues/reviews.en';
import english from '../i18n/compiled/reviews.en';
import { defineArea, type MessageValues } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/reviews.en.ts says what each is for. */
export const reviewsMessages = defineArea<typeof source>('reviews', english, {
  sw: () => import('../i18n/compiled/reviews.sw'),
});

const texts = reviewsMessages.current;

/** A message with the review limits filled in, read at each use. */
const filled = (write: (values: MessageValues) => string, values: MessageValues): PropertyDescriptor => ({
  get: () => write(values),
  enumerable: true,
});
/** An average rating as the reviews write it: one decimal. */
const oneDecimal = (average: number) => average.toFixed(1);

type Filled =
  | 'textHint'
  | 'photosHint'
  | 'fixed'
  | 'textTooShort'
  | 'textTooLong'
  | 'tooManyImages'
  | 'wrongField'
  | 'editWindowOver'
  | 'replyTooLong'
  | 'featuredFull'
  | 'reportReasonTooLong'
  | 'photosFull';

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the review limits filled in and the averages written with one decimal.
 */
export const reviewsTexts: Omit<typeof texts, Filled | 'average' | 'ratingSummary'> & {
  readonly [K in Filled]: string;
} & {
  average(values: { average: number }): string;
  ratingSummary(values: { average: number; count: number }): string;
} = Object.create(texts, {
  textHint: filled(texts.textHint, { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX }),
  photosHint: filled(texts.photosHint, { max: REVIEW_IMAGES_MAX }),
  fixed: filled(texts.fixed, { days: REVIEW_EDIT_DAYS }),
  textTooShort: filled(texts.textTooShort, { min: REVIEW_TEXT_MIN }),
  textTooLong: filled(texts.textTooLong, { max: REVIEW_TEXT_MAX }),
  tooManyImages: filled(texts.tooManyImages, { max: REVIEW_IMAGES_MAX }),
  wrongField: filled(texts.wrongField, { max: REVIEW_IMAGES_MAX }),
  editWindowOver: filled(texts.editWindowOver, { days: REVIEW_EDIT_DAYS }),
  replyTooLong: filled(texts.replyTooLong, { max: REVIEW_REPLY_MAX }),
  featuredFull: filled(texts.featuredFull, { max: REVIEW_FEATURED_MAX }),
  reportReasonTooLong: filled(texts.reportReasonTooLong, { max: REVIEW_REPORT_REASON_MAX }),
  photosFull: filled(texts.photosFull, { max: REVIEW_IMAGES_MAX }),
  /** `count` of REVIEW_FEATURED_MAX. */
  featuredCount: {
    value: (values: MessageValues) => texts.featuredCount({ max: REVIEW_FEATURED_MAX, ...values }),
    enumerable: true,
  },
  /** `used` of REVIEW_TEXT_MAX characters. */
  textCount: {
    value: (values: MessageValues) => texts.textCount({ max: REVIEW_TEXT_MAX, ...values }),
    enumerable: true,
  },
  average: {
    value: ({ average }: { average: number }) => texts.average({ average: oneDecimal(average) }),
    enumerable: true,
  },
  ratingSummary: {
    value: ({ average, count }: { average: number; count: number }) =>
      texts.ratingSummary({ average: oneDecimal(average), count }),
    enumerable: true,
  },
});
