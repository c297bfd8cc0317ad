import type { WeddingFilm } from '@studio/shared';
import { mediaFile, type PhotoMedia, photo } from '@studio/shared/media/media';
import { resolveMediaFile, resolvePhoto } from '@/components/media/resolve-photo';
import type { FilmView } from '../components/film-grid';

/** The `poster` URL: a small WebP of the poster photo (a lazy responsive photo covers it until playback). */
function posterUrl(p: PhotoMedia): string {
  const width = p.widths.find((w) => w >= 400) ?? p.widths[0];
  return width ? `${p.base}-${width}.webp` : p.fallback;
}

/** Resolves the films' files on the server, so the film grid (an island) never reads the media manifest. */
export function resolveFilms(films: readonly WeddingFilm[]): FilmView[] {
  return films.flatMap(({ video: id, ...film }) => {
    const video = resolveMediaFile(id);
    if (!video) return [];
    const posterId = mediaFile(id)?.poster;
    const posterMedia = posterId ? photo(posterId) : undefined;
    const posterPhoto = posterId ? resolvePhoto(posterId) : undefined;
    return [
      {
        ...film,
        video: { ...video, id },
        ...(posterMedia && posterPhoto ? { poster: { photo: posterPhoto, url: posterUrl(posterMedia) } } : {}),
      },
    ];
  });
}
