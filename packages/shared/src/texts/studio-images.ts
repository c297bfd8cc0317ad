import { IMAGE_MAX_BYTES } from '../constants';
import type source from '../i18n/catalogues/studio-images.en';
import english from '../i18n/compiled/studio-images.en';
import { defineArea } from '../i18n/messages';

/** Longest description an image of the gallery, a portfolio or the studio's uploads may have. */
export const STUDIO_IMAGE_ALT_MAX = 300;
/** Most photographs the gallery lists, and each portfolio tab. */
export const GALLERY_IMAGES_MAX = 36;
export const PORTFOLIO_GROUP_MAX = 24;
/** Most photographs the studio's own upload library keeps. */
export const STUDIO_IMAGES_MAX = 300;

/** Every language's words for this area; ../i18n/catalogues/studio-images.en.ts says what each is for. */
export const studioImagesMessages = defineArea<typeof source>('studio-images', english, {
  sw: () => import('../i18n/compiled/studio-images.sw'),
});

const texts = studioImagesMessages.current;
const mb = IMAGE_MAX_BYTES / 1024 / 1024;
/** A description cut to 40 characters for a picker's label. */
const short = (alt: string) => (alt.length > 40 ? `${alt.slice(0, 39)}…` : alt);

type Filled =
  | 'upload'
  | 'altTooLong'
  | 'tooLarge'
  | 'libraryFull'
  | 'galleryTooMany'
  | 'groupTooMany'
  | 'uploadedLabel';

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the limits filled in from the constants.
 */
export const studioImagesTexts: Omit<typeof texts, Filled> & {
  readonly upload: Omit<typeof texts.upload, 'intro'> & { readonly intro: string };
  readonly altTooLong: string;
  readonly tooLarge: string;
  readonly libraryFull: string;
  readonly galleryTooMany: string;
  readonly groupTooMany: string;
  /** An uploaded photograph in a picker, its description cut to 40 characters. */
  readonly uploadedLabel: (values: { alt: string }) => string;
} = Object.create(texts, {
  upload: {
    value: Object.create(texts.upload, {
      intro: { get: () => texts.upload.intro({ mb }), enumerable: true },
    }),
    enumerable: true,
  },
  altTooLong: { get: () => texts.altTooLong({ max: STUDIO_IMAGE_ALT_MAX }), enumerable: true },
  tooLarge: { get: () => texts.tooLarge({ mb }), enumerable: true },
  libraryFull: { get: () => texts.libraryFull({ max: STUDIO_IMAGES_MAX }), enumerable: true },
  galleryTooMany: { get: () => texts.galleryTooMany({ max: GALLERY_IMAGES_MAX }), enumerable: true },
  groupTooMany: { get: () => texts.groupTooMany({ max: PORTFOLIO_GROUP_MAX }), enumerable: true },
  uploadedLabel: { value: ({ alt }: { alt: string }) => texts.uploadedLabel({ alt: short(alt) }), enumerable: true },
});
