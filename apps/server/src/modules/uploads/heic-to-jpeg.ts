import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { inImageSlot, MAX_INPUT_PIXELS } from './image-variants';

/** A HEIC/HEIF file that takes longer than this to decode is refused (a 100 MP one takes seconds). */
export const HEIC_DECODE_TIMEOUT_MS = 120_000;
/** The converted original's JPEG quality: high, so the download loses nothing visible. */
const JPEG_QUALITY = 92;

/** Why a HEIC/HEIF file was not converted. */
export class HeicRefused extends Error {
  constructor(
    readonly reason: 'unreadable' | 'too-large',
    readonly pixels?: number,
  ) {
    super(`HEIC/HEIF refused: ${reason}`);
  }
}

type Decoded =
  | { ok: true; width: number; height: number; data: Uint8Array }
  | { ok: false; reason: 'unreadable' | 'too-large'; pixels?: number };

/**
 * The decoder runs in a worker of its own, once per file: libheif-js (WebAssembly) decodes on the
 * thread that calls it for seconds on a large photograph, which would stall every other request;
 * its memory (the decoded picture, 4 bytes a pixel) is given back when the worker ends; and
 * what it prints about a broken file stays in the worker. The first top-level image (a camera's
 * primary one) is decoded with the container's transformations (rotation, mirroring, crop)
 * applied, as HEIF says they are to be; an EXIF orientation tag inside is not applied again.
 * The pixel count is checked before a pixel is decoded.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.heicDecode);
parentPort.once('message', async ({ buffer, maxPixels }) => {
  let images;
  try {
    images = await decode.all({ buffer });
    const image = images[0];
    if (!image) throw new Error('no image');
    const pixels = image.width * image.height;
    if (!(pixels > 0)) throw new Error('no size');
    if (pixels > maxPixels) return parentPort.postMessage({ ok: false, reason: 'too-large', pixels });
    const { width, height, data } = await image.decode();
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ ok: true, width, height, data: bytes }, [bytes.buffer]);
  } catch {
    parentPort.postMessage({ ok: false, reason: 'unreadable' });
  } finally {
    images?.dispose();
  }
});
`;
const heicDecodePath = createRequire(import.meta.url).resolve('heic-decode');

function decodeInWorker(buffer: Uint8Array, maxPixels: number, timeoutMs: number): Promise<Decoded> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { heicDecode: heicDecodePath },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (result: Decoded | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'unreadable' }), timeoutMs);
    worker.once('message', (message: Decoded) => finish(message));
    // The worker itself failing (out of memory in WebAssembly, for one) says nothing about the file.
    worker.once('error', (err) => finish(err));
    worker.once('exit', (code) => finish(new Error(`HEIC decoder exited with code ${code}`)));
    worker.postMessage({ buffer, maxPixels }, [buffer.buffer as ArrayBuffer]);
  });
}

/**
 * Converts a HEIC/HEIF file into a high-quality JPEG of the same size, upright, with no metadata
 * (no EXIF, no GPS position): docs/decisions/0039-client-galleries.md. It takes one of the image
 * processing slots, as making the web sizes does.
 * Throws HeicRefused for a file that cannot be decoded or has more pixels than MAX_INPUT_PIXELS;
 * any other error is the machine's, not the file's.
 */
export async function heicToJpeg(
  input: string,
  output: string,
  options: { maxPixels?: number; timeoutMs?: number } = {},
): Promise<{ width: number; height: number; bytes: number }> {
  return inImageSlot(() => convert(input, output, options));
}

async function convert(input: string, output: string, options: { maxPixels?: number; timeoutMs?: number }) {
  const file = await fs.readFile(input);
  // A copy goes to the worker (moved, not cloned); `file` stays here to read the profile from.
  const buffer = new Uint8Array(file.buffer, file.byteOffset, file.byteLength).slice();
  const decoded = await decodeInWorker(
    buffer,
    options.maxPixels ?? MAX_INPUT_PIXELS,
    options.timeoutMs ?? HEIC_DECODE_TIMEOUT_MS,
  );
  if (!decoded.ok) throw new HeicRefused(decoded.reason, decoded.pixels);
  const { width, height, data } = decoded;
  const jpeg = await sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: false })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' })
    .toBuffer();
  // The pixels are in the HEIC's own colour space (Display P3 on an iPhone): its profile goes
  // with them, so the original looks the same and the web sizes are converted to sRGB from it.
  const icc = heifIccProfile(file);
  const out = icc ? withIccProfile(jpeg, icc) : jpeg;
  await fs.writeFile(output, out);
  return { width, height, bytes: out.length };
}

/** The boxes (ISO BMFF) in `buf` from `start` to `end`: type and where their content is. */
function boxes(buf: Buffer, start: number, end: number) {
  const found: { type: string; from: number; to: number }[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    found.push({ type: buf.toString('latin1', at + 4, at + 8), from: at + header, to: at + size });
    at += size;
  }
  return found;
}

/**
 * The ICC profile of a HEIF file (a `colr` box of type `prof` or `rICC` among the image
 * properties, meta › iprp › ipco), when every image in it has the same one; otherwise none.
 */
export function heifIccProfile(buf: Buffer): Buffer | undefined {
  const child = (type: string, from: number, to: number) => boxes(buf, from, to).find((b) => b.type === type);
  const meta = child('meta', 0, buf.length);
  // `meta` is a full box: a version and flags before its children.
  const iprp = meta && child('iprp', meta.from + 4, meta.to);
  const ipco = iprp && child('ipco', iprp.from, iprp.to);
  if (!ipco) return undefined;
  const profiles = boxes(buf, ipco.from, ipco.to)
    .filter((b) => b.type === 'colr' && b.to - b.from > 4)
    .map((b) => ({ kind: buf.toString('latin1', b.from, b.from + 4), icc: buf.subarray(b.from + 4, b.to) }))
    .filter((p) => p.kind === 'prof' || p.kind === 'rICC');
  const first = profiles[0]?.icc;
  if (!first || profiles.some((p) => !p.icc.equals(first))) return undefined;
  return Buffer.from(first);
}

/** `jpeg` with `icc` embedded as APP2 `ICC_PROFILE` segments, after the JFIF header. */
export function withIccProfile(jpeg: Buffer, icc: Buffer): Buffer {
  const CHUNK = 65_519;
  const count = Math.ceil(icc.length / CHUNK);
  if (count === 0 || count > 255) return jpeg;
  const segments: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const part = icc.subarray(i * CHUNK, (i + 1) * CHUNK);
    const head = Buffer.alloc(18);
    head.writeUInt16BE(0xffe2, 0);
    head.writeUInt16BE(2 + 14 + part.length, 2);
    head.write('ICC_PROFILE\0', 4, 'latin1');
    head[16] = i + 1;
    head[17] = count;
    segments.push(head, part);
  }
  // SOI, then the APP0 (JFIF) segment libjpeg writes first, when it is there.
  let at = 2;
  if (jpeg.readUInt16BE(2) === 0xffe0) at = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)]);
}
