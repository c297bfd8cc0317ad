import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error';

/** How many leading bytes the type is read from (file-type's detection window). */
const SNIFF_BYTES = 4100;

export interface ReceivedFile {
  path: string;
  /** The type read from the bytes, never the name or the declared type. */
  mime: string;
  ext: string;
  size: number;
}

export interface ReceiveOptions {
  dir: string;
  /** The largest file accepted; busboy stops at this size (the multipart `fileSize` limit). */
  maxBytes: number;
  /** Accepted types as read from the bytes, with the extension to store them under. */
  accept: Record<string, string>;
  typeError: () => AppError;
  sizeError: () => AppError;
}

/**
 * Streams one multipart file to a temporary file (never whole in memory), checking its type from
 * its first bytes before anything is written: a text file named `photo.jpg` is refused at once
 * with 415, a file over the limit with 413. On any failure the partial file is removed.
 */
export async function receiveFile(part: MultipartFile, opts: ReceiveOptions): Promise<ReceivedFile> {
  const file = path.join(opts.dir, randomBytes(12).toString('base64url'));
  let detected: { mime: string; ext: string } | undefined;
  let size = 0;

  const check = async (head: Buffer) => {
    const type = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
    const ext = type && opts.accept[type.mime];
    if (!type || !ext) throw opts.typeError();
    detected = { mime: type.mime, ext };
  };

  async function* sniffed(source: Readable) {
    const chunks: Buffer[] = [];
    let buffered = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (detected) {
        yield chunk;
        continue;
      }
      chunks.push(chunk);
      buffered += chunk.length;
      if (buffered >= SNIFF_BYTES) {
        const head = Buffer.concat(chunks);
        await check(head);
        chunks.length = 0;
        yield head;
      }
    }
    if (!detected) {
      const head = Buffer.concat(chunks);
      await check(head);
      yield head;
    }
  }

  try {
    await pipeline(part.file, sniffed, fs.createWriteStream(file, { flags: 'wx', mode: 0o644 }));
    if (part.file.truncated || size > opts.maxBytes) throw opts.sizeError();
    return { path: file, mime: detected!.mime, ext: detected!.ext, size };
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw opts.sizeError();
    throw err;
  }
}
