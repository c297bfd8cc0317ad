import { englishLang } from '@studio/shared/schemas/content/english-fallback';
import { isStudioImageId, type StudioImage, studioImageSources } from '@studio/shared/schemas/content/studio-images';
import { mediaAlt, mediaFile, photo, photoSrcSet } from '@studio/shared/media/media';
import type { ImageSource } from './picture';

/** A photograph of the media library with its description, resolved for <Picture> (and for island props). */
export interface LibraryPhoto {
  /** The media id: a stable key. */
  id: string;
  image: ImageSource;
  alt: string;
  /**
   * docs/rules/public-pages.md#languages: 'en' when a Kiswahili page describes it in English (no Kiswahili description
   * yet), for the element showing `alt`.
   */
  lang?: 'en';
}

/** A description with its fallback mark, as the content gives it (a gallery item, an upload). */
type Described = { alt: string; english?: readonly string[] };
const described = (item: Described) => ({ alt: item.alt, ...englishLang(item, 'alt') });

/**
 * Resolves a media id ("photos/giraffes-savanna-01") on the server, so the media manifest never
 * reaches the browser: islands receive the result as props.
 */
export function resolvePhoto(
  id: string,
  alt?: string | Described,
  uploads?: readonly StudioImage[],
): LibraryPhoto | undefined {
  if (isStudioImageId(id)) return resolveUpload(id, uploads ?? [], alt);
  const p = photo(id);
  if (!p) return undefined;
  return {
    id,
    // Its own description is the library's, in the page's language (`mediaAlt`).
    ...(alt === undefined ? mediaAlt(p) : typeof alt === 'string' ? { alt } : described(alt)),
    image: {
      url: p.fallback,
      width: p.width,
      height: p.height,
      srcSet: { avif: photoSrcSet(p, 'avif'), webp: photoSrcSet(p, 'webp') },
      placeholder: p.placeholder,
      ...(p.portrait
        ? { portraitSrcSet: { avif: photoSrcSet(p, 'avif', 'portrait'), webp: photoSrcSet(p, 'webp', 'portrait') } }
        : {}),
    },
  };
}

/** Resolves a photograph staff uploaded ("upload:<stem>") from the content's `imageUploads`, like `resolvePhoto`. */
export function resolveUpload(
  id: string,
  uploads: readonly StudioImage[],
  alt?: string | Described,
): LibraryPhoto | undefined {
  const image = uploads.find((u) => u.id === id);
  if (!image) return undefined;
  const { url, srcSet } = studioImageSources(image);
  return {
    id,
    // Its own description (in the page's language where it has one) unless the place gives another.
    ...(typeof alt === 'string' ? { alt } : described(alt ?? image)),
    image: { url, width: image.width, height: image.height, srcSet, placeholder: image.placeholder },
  };
}

/**
 * Resolves several photos (by id, or with their own description), of the media library or, given
 * `uploads`, uploaded by staff; leaves out any that neither has.
 */
export const resolvePhotos = (
  entries: readonly (string | ({ src: string } & Described))[],
  uploads: readonly StudioImage[] = [],
): LibraryPhoto[] =>
  entries.flatMap((e) => {
    const [id, alt] = typeof e === 'string' ? [e, undefined] : [e.src, e];
    return resolvePhoto(id, alt, uploads) ?? [];
  });

/** A file of the media library (an avatar, a logo, a film) as an island needs it: URL, size and description. */
export interface MediaFileSource {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** 'en' when a Kiswahili page describes it in English, as `LibraryPhoto.lang`. */
  lang?: 'en';
}

/**
 * Resolves a media file (not a photo) on the server, like `resolvePhoto`; an uploaded photograph
 * standing in for a portrait or a logo (docs/rules/history.md#issue-23) gives its smallest web size.
 */
export function resolveMediaFile(id: string, uploads?: readonly StudioImage[]): MediaFileSource | undefined {
  if (isStudioImageId(id)) {
    const image = uploads?.find((u) => u.id === id);
    if (!image) return undefined;
    const width = image.widths[0]!;
    return {
      src: studioImageSources(image).thumbnail,
      width,
      height: Math.round((image.height * width) / image.width),
      ...described(image),
    };
  }
  const file = mediaFile(id);
  if (!file) return undefined;
  return { src: file.src, width: Math.round(file.width), height: Math.round(file.height), ...mediaAlt(file) };
}
