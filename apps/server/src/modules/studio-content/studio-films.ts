import { isStudioFilmId, studioMediaTexts } from '@studio/shared';
import { checkKey, type MediaStore, moveFilesIn } from '../uploads/media-store';
import { findIds } from './studio-media';

/** Names the film store gives files: random, never chosen by a client. */
export const STUDIO_FILM_NAME = /^[A-Za-z0-9_-]{16,64}\.(?:mp4|webm)$/;
export const STUDIO_FILMS_PREFIX = 'studio-films/';

/**
 * Where the studio's own films live (docs/rules/history.md#issue-23): `studio-films/` in the media store, public (a film not shown
 * yet has a random 128-bit name nobody can guess). Content names each as `film:<file name>`.
 */
export function studioFilmStore(store: MediaStore) {
  return {
    /** Moves a finished film in under `name`. */
    async moveIn(from: string, name: string): Promise<void> {
      await moveFilesIn(store, STUDIO_FILMS_PREFIX, [{ from, name }], STUDIO_FILM_NAME);
    },
    /** Whether the film an id names is stored here. */
    async has(id: string): Promise<boolean> {
      const name = id.slice('film:'.length);
      if (!STUDIO_FILM_NAME.test(name)) return false;
      return (await store.head(checkKey(`${STUDIO_FILMS_PREFIX}${name}`))) !== undefined;
    },
  };
}
export type StudioFilmStore = ReturnType<typeof studioFilmStore>;

/** Each `film:` id of `data` whose file is not stored, as field errors under the path the form names. */
export async function missingFilms(store: StudioFilmStore, data: unknown): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  for (const [id, field] of findIds(data, isStudioFilmId))
    if (!(await store.has(id))) errors[field] = [studioMediaTexts.films.unknown];
  return errors;
}
