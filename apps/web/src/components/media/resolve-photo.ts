import { mediaFile, photo, photoSrcSet } from '@studio/shared/media/media';
import type { ImageSource } from './picture';

/** A photograph of the media library with its description, resolved for <Picture> (and for island props). */
export interface LibraryPhoto {
  /** The media id: a stable key. */
  id: string;
  image: ImageSource;
  alt: string;
}

/**
 * Resolves a media id ("photos/giraffes-savanna-01") on the server, so the media manifest never
 * reaches the browser: islands receive the result as props.
 */
export function resolvePhoto(id: string, alt?: string): LibraryPhoto | undefined {
  const p = photo(id);
  if (!p) return undefined;
  return {
    id,
    alt: alt ?? p.alt,
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

/** Resolves several photos (by id, or with their own description), leaving out any the library does not have. */
export const resolvePhotos = (entries: readonly (string | { src: string; alt: string })[]): LibraryPhoto[] =>
  entries.flatMap((e) => (typeof e === 'string' ? resolvePhoto(e) : resolvePhoto(e.src, e.alt)) ?? []);

/** A file of the media library (an avatar, a logo, a film) as an island needs it: URL, size and description. */
export interface MediaFileSource {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** Resolves a media file (not a photo) on the server, like `resolvePhoto`. */
export function resolveMediaFile(id: string): MediaFileSource | undefined {
  const file = mediaFile(id);
  if (!file) return undefined;
  return { src: file.src, width: Math.round(file.width), height: Math.round(file.height), alt: file.alt };
}
