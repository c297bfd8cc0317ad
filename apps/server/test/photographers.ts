import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PortfolioFields } from '@studio/shared';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { bearer, signUp } from './auth';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body, parts in the order given (as a browser sends a FormData). */
export function multipart(parts: Part[]) {
  const boundary = `----studio${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** A real MP4 (H.264) from the studio's media sources. */
export const SAMPLE_VIDEO = fs.readFileSync(path.resolve(here, '../../web/media-src/video/ph01-landscape.mp4'));

export const validFields: PortfolioFields = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.com',
  phone: '+254 712 345 678',
  message: 'Weddings and portraits across Nairobi and the Rift Valley, in natural light.',
  speciality: 'Wedding',
  price: 'From KES 65,000 per day',
  location: 'Nairobi',
  experience: '8 years',
  website: 'https://wanjiku.example.com',
  availability: 'Weekends',
};

export const fieldParts = (fields: Partial<Record<keyof PortfolioFields, string>> = validFields): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));

export const videoPart = (data = SAMPLE_VIDEO, filename = 'reel.mp4', contentType = 'video/mp4'): Part => ({
  name: 'video',
  filename,
  contentType,
  data,
});

/** A JPEG carrying EXIF with a GPS position, a camera serial and a rotation flag (6: turn 90°). */
export async function jpegWithGps(width = 1200, height = 800, colour = { r: 180, g: 83, b: 42 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Studio Camera', Model: 'X100', Copyright: 'Secret Owner' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 49/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const imagePart = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg', name = 'image'): Part => ({
  name,
  filename,
  contentType,
  data,
});

export async function signUpAs(app: App, role: 'photographer' | 'client') {
  const account = await signUp(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/created-id',
    headers: bearer(account.token),
    payload: { role },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...account, id: res.json().id as string, headers: bearer(account.token) };
}

export function send(
  app: App,
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  body: ReturnType<typeof multipart>,
) {
  return app.inject({ method, url, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
}

/** A small JPEG, made once: a profile is published with one photograph at least (ADR 0037). */
let firstPhoto: Promise<Buffer> | undefined;
export const firstPhotoPart = async () =>
  imagePart(
    await (firstPhoto ??= sharp({ create: { width: 64, height: 48, channels: 3, background: '#b4532a' } })
      .jpeg()
      .toBuffer()),
  );

export async function createPortfolio(app: App, headers: Record<string, string>, fields = validFields) {
  const res = await send(
    app,
    'POST',
    '/api/photographers/portfolio',
    headers,
    multipart([...fieldParts(fields), videoPart(), await firstPhotoPart()]),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().photographer as { _id: string; video: string } & Record<string, unknown>;
}

/** Every file under a folder, recursively (relative paths). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The account behind `headers` now reads the product in `language` (PUT /api/me/language, docs/rules/public-pages.md#languages). */
export async function chooseLanguage(app: App, headers: Record<string, string>, language: 'en' | 'sw') {
  const res = await app.inject({ method: 'PUT', url: '/api/me/language', headers, payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
}
