import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ByteRange, checkKey, checkPrefix, KEY_PART, type MediaStore, type StoredObject } from './media-store';

/**
 * The local store (docs/decisions/0040-media-store.md): each key is the file at that path under
 * `root` (MEDIA_DIR), the layout the product always had. A file moves in by a rename (the
 * temporary folder is on the same file system) or, from another file system, by a copy to a
 * hidden temporary name beside the target and a rename: a reader never sees half a file.
 */
export function localMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  const dirOf = (prefix: string) => path.join(root, ...checkPrefix(prefix).slice(0, -1).split('/'));
  const hiddenBeside = (file: string) =>
    path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);

  async function listDir(dir: string, prefix: string, out: StoredObject[]) {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      // Hidden files are writes in flight; other odd names were never given by a store.
      if (!KEY_PART.test(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await listDir(full, `${prefix}${entry.name}/`, out);
      else if (entry.isFile()) {
        const stat = await fs.stat(full).catch(() => undefined);
        if (stat) out.push({ key: `${prefix}${entry.name}`, size: stat.size, modified: stat.mtime });
      }
    }
  }

  return {
    kind: 'local',

    async moveIn(key, file) {
      const to = fileOf(key);
      await fs.mkdir(path.dirname(to), { recursive: true });
      try {
        await fs.rename(file, to);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        const hidden = hiddenBeside(to);
        try {
          await fs.copyFile(file, hidden);
          await fs.rename(hidden, to);
        } finally {
          await fs.rm(hidden, { force: true });
        }
        await fs.rm(file, { force: true });
      }
    },

    async put(key, bytes) {
      const to = fileOf(key);
      await fs.mkdir(path.dirname(to), { recursive: true });
      const hidden = hiddenBeside(to);
      try {
        await fs.writeFile(hidden, bytes);
        await fs.rename(hidden, to);
      } finally {
        await fs.rm(hidden, { force: true });
      }
    },

    async get(key, range?: ByteRange) {
      const handle = await fs.open(fileOf(key), 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'EISDIR' || err.code === 'ENOTDIR') return undefined;
        throw err;
      });
      if (!handle) return undefined;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async head(key) {
      const stat = await fs.stat(fileOf(key)).catch(() => undefined);
      return stat?.isFile() ? { size: stat.size, modified: stat.mtime } : undefined;
    },

    async delete(keys) {
      await Promise.all(keys.map((k) => fs.rm(fileOf(k), { force: true })));
    },

    async list(prefix) {
      const out: StoredObject[] = [];
      await listDir(dirOf(prefix), prefix, out);
      return out;
    },

    async deletePrefix(prefix) {
      await fs.rm(dirOf(prefix), { recursive: true, force: true });
    },

    async check() {
      try {
        await fs.mkdir(root, { recursive: true });
        await fs.access(root, fs.constants.W_OK);
      } catch {
        throw new Error(`The media folder ${root} (MEDIA_DIR) cannot be written.`);
      }
    },
  };
}
