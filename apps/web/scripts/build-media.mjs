#!/usr/bin/env node
// Generates the web's image library from the originals in media-src/: for every photo and video
// poster, AVIF and WebP at several widths plus a JPEG fallback and a tiny blurred placeholder;
// videos, logos and avatars are copied. File names carry a content hash, so they can be cached
// forever. Writes packages/shared/src/media/media-manifest.json, which the app and the server
// read. Run `npm run media:build -w @studio/web` after changing media-src/ (output is committed).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const here = path.dirname(new URL(import.meta.url).pathname);
const src = path.resolve(here, '../media-src');
const out = path.resolve(here, '../public/media');
const manifestFile = path.resolve(here, '../../../packages/shared/src/media/media-manifest.json');
const WIDTHS = [400, 800, 1200, 1600];
const FALLBACK_WIDTH = 1200;
/** Full-bleed photos (heroes, banners) also get a 3:4 crop for portrait screens (art direction). */
const PORTRAIT_FOR = /^hero/;
const PORTRAIT_WIDTHS = [480, 720, 960];
/**
 * The crops are the largest paint on phones and sit under the hero's dark gradient, where quality
 * 42 looks the same as 55 and weighs about 45% less (118 KB -> 66 KB for the home hero at 938 px).
 */
const PORTRAIT_AVIF_QUALITY = 42;
/**
 * The widths a phone picks (up to 800 px: a 412 px screen at 1.75x) are drawn small on a dense
 * screen, where AVIF at quality 45 looks the same as 55 and weighs about a third less; the wider
 * ones, for large screens, keep 55.
 */
const avifQuality = (width) => (width <= 800 ? 45 : 55);
/** Every file this run writes or keeps; anything else in public/media is stale and removed. */
const expected = new Set();
const keep = (file) => {
  expected.add(path.relative(out, file));
  return file;
};

sharp.concurrency(2);
const sourceInfo = JSON.parse(fs.readFileSync(path.join(src, 'manifest.json'), 'utf8'));
const infoByFile = new Map(sourceInfo.map((e) => [e.file, e]));

const hashOf = (file) => createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 8);
const idOf = (file) => file.replace(/\.[a-z0-9]+$/i, '');

function credit(info) {
  return { author: info.author ?? 'Unknown', license: info.license ?? 'Unknown', source: info.source ?? '' };
}

async function photo(file, info) {
  const input = path.join(src, file);
  const base = `${idOf(file)}.${hashOf(input)}`;
  const meta = await sharp(input).rotate().metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  const widths = WIDTHS.filter((w) => w < width);
  if (widths.length === 0 || widths.at(-1) < Math.min(width, 1600)) widths.push(Math.min(width, 1600));
  fs.mkdirSync(path.dirname(path.join(out, base)), { recursive: true });
  for (const w of widths) {
    const resized = () => sharp(input).rotate().resize({ width: w, withoutEnlargement: true });
    const avif = keep(path.join(out, `${base}-${w}.avif`));
    const webp = keep(path.join(out, `${base}-${w}.webp`));
    if (!fs.existsSync(avif))
      await resized()
        .avif({ quality: avifQuality(w), effort: 2 })
        .toFile(avif);
    if (!fs.existsSync(webp)) await resized().webp({ quality: 74, effort: 4 }).toFile(webp);
  }
  const fallbackWidth = Math.min(FALLBACK_WIDTH, width);
  const jpg = keep(path.join(out, `${base}-${fallbackWidth}.jpg`));
  if (!fs.existsSync(jpg)) {
    await sharp(input).rotate().resize({ width: fallbackWidth }).jpeg({ quality: 78, mozjpeg: true }).toFile(jpg);
  }
  const tiny = await sharp(input).rotate().resize({ width: 16 }).blur(1).webp({ quality: 30 }).toBuffer();
  const portraitCrop = (info.suggestedFor ?? []).some((use) => PORTRAIT_FOR.test(use))
    ? await portrait(input, base, width, height)
    : undefined;
  return {
    kind: 'photo',
    width,
    height,
    alt: info.alt ?? '',
    // docs/rules/public-pages.md#languages: the Kiswahili description a `/sw` page reads.
    ...(info.altSw ? { altSw: info.altSw } : {}),
    base: `/media/${base}`,
    widths,
    fallback: `/media/${base}-${fallbackWidth}.jpg`,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    ...(portraitCrop ? { portrait: portraitCrop } : {}),
    credit: credit(info),
    tags: info.tags ?? [],
    suggestedFor: info.suggestedFor ?? [],
  };
}

/** A 3:4 crop around the most salient region, as `${base}-p${w}.avif|webp`. */
async function portrait(input, base, width, height) {
  const cropHeight = Math.min(height, Math.round((width * 4) / 3));
  const cropWidth = Math.round((cropHeight * 3) / 4);
  const widths = PORTRAIT_WIDTHS.filter((w) => w < cropWidth);
  const widest = Math.min(cropWidth, PORTRAIT_WIDTHS.at(-1));
  if (widths.at(-1) !== widest) widths.push(widest);
  for (const w of widths) {
    const resized = () =>
      sharp(input)
        .rotate()
        .resize({ width: w, height: Math.round((w * 4) / 3), fit: 'cover', position: sharp.strategy.attention });
    const avif = keep(path.join(out, `${base}-p${w}.avif`));
    const webp = keep(path.join(out, `${base}-p${w}.webp`));
    if (!fs.existsSync(avif)) await resized().avif({ quality: PORTRAIT_AVIF_QUALITY, effort: 2 }).toFile(avif);
    if (!fs.existsSync(webp)) await resized().webp({ quality: 74, effort: 4 }).toFile(webp);
  }
  return { widths, width: cropWidth, height: cropHeight };
}

function copied(file, info, kind) {
  const input = path.join(src, file);
  const ext = path.extname(file);
  const name = `${idOf(file)}.${hashOf(input)}${ext}`;
  fs.mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
  fs.copyFileSync(input, keep(path.join(out, name)));
  return {
    kind,
    src: `/media/${name}`,
    width: info.width ?? 0,
    height: info.height ?? 0,
    alt: info.alt ?? '',
    // docs/rules/public-pages.md#languages: the Kiswahili description a `/sw` page reads.
    ...(info.altSw ? { altSw: info.altSw } : {}),
    credit: credit(info),
    ...(info.placeholderName ? { placeholderName: info.placeholderName } : {}),
    suggestedFor: info.suggestedFor ?? [],
  };
}

const entries = {};
const files = sourceInfo.map((e) => e.file).filter((f) => fs.existsSync(path.join(src, f)));
const photoFiles = files.filter((f) => /\.(jpe?g|png)$/i.test(f) && !f.startsWith('portraits/'));
// Existing variants are kept (names carry the source's hash), so a rerun only adds what is new.
let done = 0;
const queue = [...photoFiles];
await Promise.all(
  Array.from({ length: Math.max(1, Math.min(2, os.cpus().length)) }, async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      entries[idOf(f)] = await photo(f, infoByFile.get(f));
      done++;
      if (done % 10 === 0) console.log(`  ${done}/${photoFiles.length} images`);
    }
  }),
);
for (const f of files.filter((f) => f.endsWith('.mp4'))) {
  const entry = copied(f, infoByFile.get(f), 'video');
  entries[idOf(f)] = { ...entry, poster: `${idOf(f)}-poster` };
}
for (const f of files.filter((f) => f.endsWith('.svg'))) {
  entries[idOf(f)] = copied(f, infoByFile.get(f), f.startsWith('logos/') ? 'logo' : 'portrait');
}
// The site's default link-preview image (Open Graph): 1200x630 from the first hero photo.
const OG_SOURCE = 'photos/tropical-jetty-beach-01.jpg';
await sharp(path.join(src, OG_SOURCE))
  .rotate()
  .resize({ width: 1200, height: 630, fit: 'cover' })
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(path.resolve(here, '../public/og-default.jpg'));

for (const file of fs.readdirSync(out, { recursive: true })) {
  const full = path.join(out, file);
  if (fs.statSync(full).isFile() && !expected.has(file)) fs.rmSync(full);
}

const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${Object.keys(sorted).length} media entries written to ${path.relative(process.cwd(), manifestFile)}`);
