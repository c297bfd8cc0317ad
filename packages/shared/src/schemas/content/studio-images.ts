import { z } from 'zod/mini';
import { STUDIO_IMAGE_ALT_MAX, studioImagesTexts as t } from '../../texts/studio-images';
import { englishFieldsSchema, swText } from './kiswahili';

/** The id content gives an uploaded photograph: `upload:` and the random stem of its files. */
export const STUDIO_IMAGE_ID = /^upload:[A-Za-z0-9_-]{16,64}$/;
/** URL prefix under which MEDIA_DIR/studio-images is served. */
export const STUDIO_IMAGES_URL_PREFIX = '/uploads/studio/';

/** The longest file name kept with an upload (a longer one is cut). */
export const STUDIO_IMAGE_NAME_MAX = 120;

export const isStudioImageId = (id: string) => STUDIO_IMAGE_ID.test(id);

/**
 * A bundled sample picture (docs/rules/history.md#issue-23): a photograph, portrait or logo that ships with the product,
 * other people's work (see /credits), never to be passed off as the studio's. The sample films
 * (`video/…`) stay samples too, but are not pictures.
 */
export const isSamplePictureId = (value: unknown): value is string =>
  typeof value === 'string' && /^(photos|portraits|logos)\/[a-z0-9-]+$/.test(value);

/** Whether any part of `content` (but its list of uploads) still shows a bundled sample picture. */
export function showsSamplePictures(content: Record<string, unknown>): boolean {
  const walk = (value: unknown): boolean =>
    isSamplePictureId(value) ||
    (Array.isArray(value)
      ? value.some(walk)
      : value !== null && typeof value === 'object' && Object.values(value).some(walk));
  return Object.entries(content).some(([key, part]) => key !== 'imageUploads' && key !== 'searchIndex' && walk(part));
}

/** A photograph's description: required, trimmed, length-limited. */
export const imageAltSchema = z
  .string({ error: () => t.altRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: () => t.altRequired }),
    z.maxLength(STUDIO_IMAGE_ALT_MAX, { error: () => t.altTooLong }),
  );

/**
 * docs/rules/public-pages.md#languages: a photograph's description in Kiswahili, optional, with the English one's limit
 * (empty: none, the English describes it on the Kiswahili pages).
 */
export const imageAltSwSchema = z.optional(z.object({ alt: swText(STUDIO_IMAGE_ALT_MAX, () => t.altTooLong) }));
/** The words of a described photograph that have a Kiswahili version. */
export const IMAGE_SW_FIELDS = ['alt'] as const;

/** A photograph the gallery or a portfolio tab may show: one of the media library, or an uploaded one. */
export const libraryImageIdSchema = z
  .string({ error: () => t.badImageId })
  .check(z.regex(/^(?:photos\/[a-z0-9-]+|upload:[A-Za-z0-9_-]{16,64})$/, { error: () => t.badImageId }));

/** A photograph staff uploaded (docs/rules/photographers-and-portfolios.md#uploads): its variants are `${stem}-${w}.avif|webp` for each width. */
export const studioImageSchema = z.object({
  id: z.string().check(z.regex(STUDIO_IMAGE_ID)),
  alt: imageAltSchema,
  /** Its description in Kiswahili (the console's API only: a page in Kiswahili reads it as `alt`). */
  sw: imageAltSwSchema,
  english: englishFieldsSchema,
  /** The file's name on the uploader's device (for searching the library), when it was sent. */
  name: z.optional(z.string().check(z.maxLength(STUDIO_IMAGE_NAME_MAX))),
  width: z.int(),
  height: z.int(),
  widths: z.array(z.int()).check(z.minLength(1)),
  /** A tiny blurred WebP data URL shown while it loads. */
  placeholder: z.string(),
  uploadedAt: z.string(),
});
export type StudioImage = z.infer<typeof studioImageSchema>;

/** The console's list of uploaded photographs, newest first. */
export const studioImageListSchema = z.object({ data: z.array(studioImageSchema) });
/** POST /api/studio/images: the fields beside the `image` file (`name`: the file's own name, optional). */
export const studioImageUploadFieldsSchema = z.object({ alt: imageAltSchema, name: z.optional(z.string()) });
/**
 * PATCH /api/studio/images/:id: a new description for an uploaded photograph, and its Kiswahili (left out: kept as it
 * is; empty: none).
 */
export const studioImageUpdateSchema = z.object({ alt: imageAltSchema, sw: imageAltSwSchema });

/** The file name kept with an upload: its last path part, without control characters, cut to the limit. */
export function cleanFileName(name: string | undefined): string | undefined {
  const cleaned = (name ?? '')
    .split(/[\\/]/)
    .at(-1)!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, STUDIO_IMAGE_NAME_MAX);
  return cleaned || undefined;
}

/**
 * docs/rules/history.md#issue-23: the places of the studio's pages that still show a bundled sample picture, grouped
 * by the console page that replaces them (`consolePath`); `count` is the number of image slots.
 */
export const samplePlaceSchema = z.object({
  /** The content part, e.g. "heroSlides". */
  part: z.string(),
  /** What the place is, e.g. "Slide 2 · Capture the moment". */
  label: z.string(),
  count: z.int(),
  consolePath: z.string(),
});
export type SamplePlace = z.infer<typeof samplePlaceSchema>;
export const samplePlacesResponseSchema = z.object({ total: z.int(), places: z.array(samplePlaceSchema) });
export type SamplePlaces = z.infer<typeof samplePlacesResponseSchema>;
export const studioImageResponseSchema = z.object({ image: studioImageSchema });

/** An uploaded photograph's URLs and `srcset`s (WebP stands in as the fallback: every browser of today reads it). */
export function studioImageSources(image: Pick<StudioImage, 'id' | 'widths'>) {
  const base = `${STUDIO_IMAGES_URL_PREFIX}${image.id.slice('upload:'.length)}`;
  const fallbackWidth = image.widths.filter((w) => w <= 1200).at(-1) ?? image.widths[0]!;
  return {
    url: `${base}-${fallbackWidth}.webp`,
    thumbnail: `${base}-${image.widths[0]!}.webp`,
    srcSet: {
      avif: image.widths.map((w) => `${base}-${w}.avif ${w}w`).join(', '),
      webp: image.widths.map((w) => `${base}-${w}.webp ${w}w`).join(', '),
    },
  };
}

/** A list in which each photograph appears once: a repeat is named at its own place. */
export const uniqueImages = <T>(srcOf: (item: T) => string, path: (i: number) => (string | number)[]) =>
  z.superRefine<T[]>((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      const src = srcOf(item);
      if (seen.has(src)) ctx.issues.push({ code: 'custom', message: t.duplicate, input: src, path: path(i) });
      seen.add(src);
    });
  });
