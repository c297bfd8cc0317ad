import fs from 'node:fs/promises';
import path from 'node:path';

/** The folders of MEDIA_DIR whose files the database names; anything else there is left alone. */
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

async function entries(dir: string) {
  return fs.readdir(dir, { withFileTypes: true }).catch(() => []);
}

/**
 * Deletes the files of MEDIA_STORES that nothing in the database names and that are older than
 * `minAgeMs` (an upload whose transaction failed, a delete interrupted between the row and its
 * files). Answers how many files went.
 */
export async function sweepOrphanedMedia(
  mediaDir: string,
  referenced: ReadonlySet<string>,
  { now = Date.now(), minAgeMs = ORPHAN_MIN_AGE_MS } = {},
): Promise<number> {
  let removed = 0;
  const sweepDir = async (dir: string, depth: number): Promise<void> => {
    for (const entry of await entries(dir)) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Stores keep one level of folders (a portfolio's, a booking's). Empty ones stay: an
        // upload may be moving its files into one at this moment.
        if (depth === 0) await sweepDir(full, depth + 1);
        continue;
      }
      if (!entry.isFile() || isReferenced(entry.name, referenced)) continue;
      const stat = await fs.stat(full).catch(() => undefined);
      if (!stat || now - stat.mtimeMs <= minAgeMs) continue;
      await fs.rm(full, { force: true });
      removed++;
    }
  };
  for (const store of MEDIA_STORES) await sweepDir(path.join(mediaDir, store), 0);
  return removed;
}
