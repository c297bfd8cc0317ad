import {
  isStudioFilmId,
  type StudioImage,
  studioFilmSource,
  studioImageSources,
  type WeddingFilm,
} from '@studio/shared';
import { mediaFile, type PhotoMedia, photo } from '@studio/shared/media/media';
import { resolveMediaFile, resolvePhoto } from '@/components/media/resolve-photo';
import type { FilmView } from '../components/film-grid';

/** The `poster` URL: a small WebP of the poster photo (a lazy responsive photo covers it until playback). */
function posterUrl(p: PhotoMedia): string {
  const width = p.widths.find((w) => w >= 400) ?? p.widths[0];
  return width ? `${p.base}-${width}.webp` : p.fallback;
}

/** A poster photograph (of the library or uploaded) with the small WebP for the video's own attribute. */
function resolvePoster(id: string | undefined, uploads: readonly StudioImage[]): FilmView['poster'] {
  if (!id) return undefined;
  const posterPhoto = resolvePhoto(id, '', uploads);
  if (!posterPhoto) return undefined;
  const upload = uploads.find((u) => u.id === id);
  const media = photo(id);
  const url = upload ? studioImageSources(upload).thumbnail : media ? posterUrl(media) : undefined;
  return url ? { photo: posterPhoto, url } : undefined;
}

/**
 * Resolves the films' files on the server, so the film grid (an island) never reads the media
 * manifest: a sample film of the library, or the studio's own (docs/rules/history.md#issue-23), which plays at its
 * frame's 16:9 and is described by its title. A chosen poster wins over a sample's own.
 */
export function resolveFilms(films: readonly WeddingFilm[], uploads: readonly StudioImage[] = []): FilmView[] {
  return films.flatMap(({ video: id, poster: posterId, ...film }) => {
    const video = isStudioFilmId(id)
      ? { src: studioFilmSource(id).url, width: 1920, height: 1080, alt: film.title }
      : resolveMediaFile(id);
    if (!video) return [];
    const poster = resolvePoster(posterId ?? (isStudioFilmId(id) ? undefined : mediaFile(id)?.poster), uploads);
    return [{ ...film, video: { ...video, id }, ...(poster ? { poster } : {}) }];
  });
}
