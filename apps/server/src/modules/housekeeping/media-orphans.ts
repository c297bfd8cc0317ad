import type { MediaStore } from '../uploads/media-store';

/** The media store's folders whose files the database names; anything else there is left alone. */
export const MEDIA_STORES = ['portfolios', 'messages', 'avatars', 'blog', 'studio-images', 'studio-films'] as const;

/** A file younger than this may belong to an upload whose database row is not committed yet. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A stored file is referenced when its name, or its name cut at a `-` or `.` (`{stem}-640.webp`,
 * `{stem}.jpg`), is one the database names. Stems are at least 16 random characters, so a
 * prefix never matches by chance.
 */
export function isReferenced(name: string, referenced: ReadonlySet<string>): boolean {
  if (referenced.has(name)) return true;
  for (let i = 1; i < name.length; i++) {
    if ((name[i] === '-' || name[i] === '.') && referenced.has(name.slice(0, i))) return true;
  }
  return false;
}

/**
 * Deletes the files of MEDIA_STORES that nothing in the database names and that are older than
 * `minAgeMs` (an upload whose transaction failed, a delete interrupted between the row and its
 * files), in whichever media store holds them (docs/decisions/0040-media-store.md). Answers how
 * many files went.
 */
export async function sweepOrphanedMedia(
  store: MediaStore,
  referenced: ReadonlySet<string>,
  { now = Date.now(), minAgeMs = ORPHAN_MIN_AGE_MS } = {},
): Promise<number> {
  let removed = 0;
  for (const folder of MEDIA_STORES) {
    const prefix = `${folder}/`;
    const orphans = (await store.list(prefix))
      .filter((o) => {
        // Stores keep one level of folders (a portfolio's, a booking's); anything deeper is not theirs.
        const parts = o.key.slice(prefix.length).split('/');
        return parts.length <= 2 && !isReferenced(parts[parts.length - 1]!, referenced);
      })
      .filter((o) => now - o.modified.getTime() > minAgeMs)
      .map((o) => o.key);
    await store.delete(orphans);
    removed += orphans.length;
  }
  return removed;
}
