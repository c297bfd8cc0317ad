import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where kept media lives (docs/decisions/0040-media-store.md): a local folder (MEDIA_DIR, the
 * default) or an S3-compatible bucket (MEDIA_STORE=s3). A key is a relative path with `/` between
 * its parts, such as `portfolios/{id}/{stem}-800.webp`: the local store keeps it at that path
 * under MEDIA_DIR, the bucket under that object key. Processing (sharp, ffmpeg) works on local
 * temporary files (tmp-files.ts); only finished files go in.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /**
   * Moves a finished local file in under `key` (the file is gone from its place afterwards); a
   * reader sees the whole file or nothing, never a part.
   */
  moveIn(key: string, file: string, contentType?: string): Promise<void>;
  /** Stores bytes under `key`, whole or not at all. */
  put(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** The bytes of `key` (from `range.start` to `range.end`, both included, when given), or undefined when absent. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The size and time of `key`, or undefined when absent. */
  head(key: string): Promise<StoredInfo | undefined>;
  /** Deletes the keys; absent ones are no error. */
  delete(keys: string[]): Promise<void>;
  /** Every key under `prefix` (a folder: it ends with `/`), at any depth. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Deletes every key under `prefix` (a folder: it ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Throws a one-sentence error when the store cannot be reached (start and readiness). */
  check(): Promise<void>;
}

export interface ByteRange {
  start: number;
  end: number;
}
export interface StoredInfo {
  size: number;
  modified: Date;
}
export interface StoredObject extends StoredInfo {
  key: string;
}

/** One part of a key: letters, digits, `.`, `_` and `-`, not starting with `.` (so never `.` or `..`). */
export const KEY_PART = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

/** Checks a key (see MediaStore) and answers it; a key that could leave the store (`..`, `/a`, `a//b`, `\`) throws. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (key.length > 512 || parts.some((p) => !KEY_PART.test(p)))
    throw new Error(`not a media key: ${JSON.stringify(key)}`);
  return key;
}

/** Checks a prefix: a key followed by `/`. */
export function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`not a media prefix: ${JSON.stringify(prefix)}`);
  checkKey(prefix.slice(0, -1));
  return prefix;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The content type of a stored file, by its extension (the store gave the name, from the bytes' type). */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** A random name for stored files: 128 bits, so names never collide and can be cached forever. */
export const randomStem = () => randomBytes(16).toString('base64url');

/**
 * Moves finished files into the store under `prefix` (a folder, ending with `/`), refusing any
 * name `storedName` does not match; on failure deletes what went in. Answers the keys.
 */
export async function moveFilesIn(
  store: MediaStore,
  prefix: string,
  files: { from: string; name: string }[],
  storedName: RegExp,
): Promise<string[]> {
  checkPrefix(prefix);
  for (const f of files) if (!storedName.test(f.name)) throw new Error(`refusing to store ${f.name}`);
  const moved: string[] = [];
  try {
    for (const f of files) {
      const key = checkKey(`${prefix}${f.name}`);
      await store.moveIn(key, f.from, contentTypeOf(key));
      moved.push(key);
    }
  } catch (err) {
    await store.delete(moved).catch(() => {});
    throw err;
  }
  return moved;
}

/** Deletes the given keys, but only those under `prefix` (any other is ignored). */
export async function removeKeysUnder(store: MediaStore, prefix: string, keys: string[]): Promise<void> {
  checkPrefix(prefix);
  await store.delete(keys.filter((k) => k.startsWith(prefix)));
}

/** Copies a stored file to a local one (for processing); answers false when the key is absent. */
export async function copyToFile(store: MediaStore, key: string, file: string): Promise<boolean> {
  const body = await store.get(key);
  if (!body) return false;
  await pipeline(body, fs.createWriteStream(file, { flags: 'wx' }));
  return true;
}

/** A stored file's bytes, or undefined when the key is absent (small files only: images to mark). */
export async function readStored(store: MediaStore, key: string): Promise<Buffer | undefined> {
  const body = await store.get(key);
  if (!body) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
