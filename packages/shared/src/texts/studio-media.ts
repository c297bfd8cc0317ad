import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../constants';
import type source from '../i18n/catalogues/studio-media.en';
import english from '../i18n/compiled/studio-media.en';
import { defineArea } from '../i18n/messages';

/** How many photographs one bulk upload takes at most (each is its own request). */
export const BULK_UPLOAD_MAX = 40;

/** Every language's words for this area; ../i18n/catalogues/studio-media.en.ts says what each is for. */
export const studioMediaMessages = defineArea<typeof source>('studio-media', english, {
  sw: () => import('../i18n/compiled/studio-media.sw'),
});

const texts = studioMediaMessages.current;
const imageMb = IMAGE_MAX_BYTES / 1024 / 1024;
const videoMb = VIDEO_MAX_BYTES / 1024 / 1024;

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the size limits filled in from the constants and the library's count choosing its message.
 */
export const studioMediaTexts: Omit<typeof texts, 'library' | 'bulk' | 'films'> & {
  readonly library: Omit<typeof texts.library, 'count' | 'countOf'> & {
    /** "12 photographs", or "3 of 12 photographs" while a search hides some. */
    readonly count: (values: { shown: number; all: number }) => string;
  };
  readonly bulk: Omit<typeof texts.bulk, 'intro'> & { readonly intro: string };
  readonly films: Omit<typeof texts.films, 'hint' | 'tooLarge'> & { readonly hint: string; readonly tooLarge: string };
} = Object.create(texts, {
  library: {
    value: Object.create(texts.library, {
      count: {
        value: ({ shown, all }: { shown: number; all: number }) =>
          shown === all ? texts.library.count({ all }) : texts.library.countOf({ shown, all }),
        enumerable: true,
      },
    }),
    enumerable: true,
  },
  bulk: {
    value: Object.create(texts.bulk, {
      intro: { get: () => texts.bulk.intro({ mb: imageMb }), enumerable: true },
    }),
    enumerable: true,
  },
  films: {
    value: Object.create(texts.films, {
      hint: { get: () => texts.films.hint({ mb: videoMb }), enumerable: true },
      tooLarge: { get: () => texts.films.tooLarge({ mb: videoMb }), enumerable: true },
    }),
    enumerable: true,
  },
});
