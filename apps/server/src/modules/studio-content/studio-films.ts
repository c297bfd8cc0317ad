import fs from 'node:fs/promises';
import path from 'node:path';
import { isStudioFilmId, studioMediaTexts } from '@studio/shared';
import { findIds } from './studio-media';

/** Names the film store gives files: random, never chosen by a client. */
const STORED_NAME = /^[A-Za-z0-9_-]{16,64}\.(?:mp4|webm)$/;

/**
 * Where the studio's own films live (docs/rules/history.md#issue-23): MEDIA_DIR/studio-films/, public (a film not shown
 * yet has a random 128-bit name nobody can guess). Content names each as `film:<file name>`.
 */
export function studioFilmStore(mediaDir: string) {
  const dir = path.join(mediaDir, 'studio-films');
  return {
    dir,
    storedName: STORED_NAME,
    async init() {
      await fs.mkdir(dir, { recursive: true });
    },
    /** Whether the film an id names is stored here. */
    async has(id: string): Promise<boolean> {
      const name = id.slice('film:'.length);
      if (!STORED_NAME.test(name)) return false;
      return fs.access(path.join(dir, name)).then(
        () => true,
        () => false,
      );
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
