import { IMAGE_MAX_BYTES, IMAGES_MAX_PER_PORTFOLIO, VIDEO_MAX_BYTES } from '../constants';
import type source from '../i18n/catalogues/portfolio.en';
import english from '../i18n/compiled/portfolio.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/portfolio.en.ts says what each is for. */
export const portfolioMessages = defineArea<typeof source>('portfolio', english, {
  sw: () => import('../i18n/compiled/portfolio.sw'),
});

const texts = portfolioMessages.current;

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the upload limits filled in.
 */
export const portfolioTexts: Omit<typeof texts, 'imageTooLarge' | 'tooManyImages' | 'videoTooLarge'> & {
  readonly imageTooLarge: string;
  readonly tooManyImages: string;
  readonly videoTooLarge: string;
} = Object.create(texts, {
  imageTooLarge: { get: () => texts.imageTooLarge({ megabytes: IMAGE_MAX_BYTES / 1024 / 1024 }), enumerable: true },
  tooManyImages: { get: () => texts.tooManyImages({ max: IMAGES_MAX_PER_PORTFOLIO }), enumerable: true },
  videoTooLarge: { get: () => texts.videoTooLarge({ megabytes: VIDEO_MAX_BYTES / 1024 / 1024 }), enumerable: true },
});
