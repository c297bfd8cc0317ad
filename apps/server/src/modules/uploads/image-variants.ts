import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { workSlots } from '../../lib/work-slots';

// Two libvips threads per operation and no operation cache: several uploads may run at once and
// every file is read exactly once, so caching would only hold memory (and deleted files) longer.
sharp.concurrency(2);
sharp.cache(false);

/** Responsive widths, as the studio's own media library uses them (never upscaled). */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;
/** Pictures larger than this (in pixels) are refused rather than decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 100_000_000;
const MAX_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;

export interface ImageVariants {
  width: number;
  height: number;
  widths: number[];
  /** Files written, by name, in `dir`. */
  files: { name: string; path: string }[];
  placeholder: string;
}

/** The widths to produce for a picture `width` pixels wide: the standard ones below it, plus its own. */
export function variantWidths(width: number): number[] {
  const max = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (width <= max) widths.push(width);
  return widths.length ? widths : [width];
}

/**
 * Pictures this process turns into variants at once; the others wait their turn (docs/rules/history.md#issue-30, ADR
 * 0036). sharp works on libuv's thread pool (4 threads), which every file read and write shares:
 * with dozens of uploads processed at once its queue filled with image work, the incoming
 * uploads' own writes waited behind it, and uploads went unanswered for a minute.
 */
export const IMAGE_PROCESSING_SLOTS = 2;
const processing = workSlots(IMAGE_PROCESSING_SLOTS);
/** Runs other heavy image work (decoding a HEIC file) in the same slots. */
export const inImageSlot = <T>(work: () => Promise<T>): Promise<T> => processing.run(work);

/**
 * docs/rules/photographers-and-portfolios.md#uploads: turns an uploaded picture upright (EXIF orientation) and writes WebP and AVIF variants at
 * each width plus a tiny blurred WebP placeholder. sharp writes no metadata unless asked, so no
 * EXIF, GPS position, camera serial or XMP survives in any file produced here.
 */
export function makeImageVariants(
  input: string,
  dir: string,
  stem: string,
  typeError: () => AppError,
): Promise<ImageVariants> {
  return processing.run(() => variantsOf(input, dir, stem, typeError));
}

async function variantsOf(input: string, dir: string, stem: string, typeError: () => AppError) {
  let master: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw typeError();
    // Decode once (shrink-on-load where the format allows), upright, at the largest width needed.
    master = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw typeError();
  }
  const { width, height, channels } = master.info;
  const raw = { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } };
  const from = () => sharp(master.data, raw);
  const widths = variantWidths(width);
  const files: { name: string; path: string }[] = [];

  // One width at a time, its WebP and AVIF side by side: on glibc, many libvips threads at once
  // fragment memory (RSS grew by ~35 MB per 24 MP upload when all eight ran together), while on
  // two cores the total time is the same.
  for (const w of widths) {
    const resized = () => (w === width ? from() : from().resize({ width: w }));
    const webp = `${stem}-${w}.webp`;
    const avif = `${stem}-${w}.avif`;
    files.push({ name: webp, path: path.join(dir, webp) }, { name: avif, path: path.join(dir, avif) });
    // Both settle before a failure is reported, so nothing writes after the caller cleans up.
    const done = await Promise.allSettled([
      resized().webp({ quality: 78, effort: 2 }).toFile(path.join(dir, webp)),
      resized().avif({ quality: 52, effort: 0 }).toFile(path.join(dir, avif)),
    ]);
    const failed = done.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
  const placeholder = await from().resize({ width: 16 }).blur(1).webp({ quality: 30 }).toBuffer();
  return {
    width,
    height,
    widths,
    files,
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
  } satisfies ImageVariants;
}
