import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { type HeicRefused, heicToJpeg, heifIccProfile } from './heic-to-jpeg';

const FIXTURE = path.join(import.meta.dirname, '../../../test/fixtures/heic/landscape-96x64.heic');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heic-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('heicToJpeg', () => {
  it('writes a JPEG of the same size with the HEIC’s colour profile and no EXIF', async () => {
    const out = path.join(dir, 'a.jpg');
    const made = await heicToJpeg(FIXTURE, out);
    expect(made).toMatchObject({ width: 96, height: 64, bytes: fs.statSync(out).size });
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 96, 64, undefined]);
    const icc = heifIccProfile(fs.readFileSync(FIXTURE));
    expect(icc?.length).toBeGreaterThan(100);
    expect(meta.icc?.equals(icc!)).toBe(true);
  });

  it('refuses a picture with more pixels than allowed before decoding it, and a damaged file', async () => {
    const tooLarge = heicToJpeg(FIXTURE, path.join(dir, 'b.jpg'), { maxPixels: 96 * 64 - 1 });
    await expect(tooLarge.catch((e: HeicRefused) => [e.reason, e.pixels])).resolves.toEqual(['too-large', 6144]);
    const damaged = path.join(dir, 'damaged.heic');
    fs.writeFileSync(damaged, Buffer.concat([fs.readFileSync(FIXTURE).subarray(0, 600), Buffer.alloc(300, 7)]));
    await expect(heicToJpeg(damaged, path.join(dir, 'c.jpg')).catch((e: HeicRefused) => e.reason)).resolves.toBe(
      'unreadable',
    );
    expect(fs.existsSync(path.join(dir, 'b.jpg'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'c.jpg'))).toBe(false);
  });
});
