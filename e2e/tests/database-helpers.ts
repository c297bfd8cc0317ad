import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { embeddedDbDir } from '../../apps/server/src/db/embedded';

/**
 * The e2e server's own database (its embedded PostgreSQL in E2E_DATA_DIR), for the one thing a
 * browser cannot do: let time pass. A booking can be completed only after its date (in Nairobi),
 * and an inquiry cannot be sent for a past date, so a test moves an accepted booking's date into
 * the past here, as the server tests do, and then completes it through the product. Payments'
 * deadlines and holds (docs/decisions/0038-mpesa-payments.md) are moved the same way; the server's
 * own sweep then acts on them.
 */
async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const dir = await embeddedDbDir(dataDir);
  const password = (await fs.readFile(path.join(dir, 'password'), 'utf8')).trim();
  // postmaster.pid's fourth line is the port the server chose.
  const port = Number((await fs.readFile(path.join(dir, 'cluster', 'postmaster.pid'), 'utf8')).split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'studio' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Moves an accepted booking's date `daysAgo` days into the past (Nairobi's calendar). Each
 * booking of one photographer needs its own day: an accepted booking holds its date.
 */
export function moveBookingIntoThePast(bookingId: string, daysAgo: number): Promise<void> {
  return withDatabase(async (client) => {
    const res = await client.query(
      `update booking_requests set event_date = (now() at time zone 'Africa/Nairobi')::date - $2::int
       where id = $1 and status = 'accepted'`,
      [bookingId, daysAgo],
    );
    if (res.rowCount !== 1) throw new Error(`booking ${bookingId} is not an accepted booking`);
  });
}

/** Lets a client gallery's expiry date pass (docs/decisions/0039): what only time could do. */
export function expireGallery(galleryId: string): Promise<void> {
  return withDatabase(async (client) => {
    const res = await client.query(`update galleries set expires_at = now() - interval '1 hour' where id = $1`, [
      galleryId,
    ]);
    if (res.rowCount !== 1) throw new Error(`no gallery ${galleryId}`);
  });
}

/**
 * The clock for a deposit (docs/decisions/0038-mpesa-payments.md): moves an unpaid booking's
 * deposit deadline a minute into the past, as if DEPOSIT_DEADLINE_HOURS had gone by. The
 * server's minute sweep then releases the date through the product.
 */
export function letDepositDeadlinePass(bookingId: string): Promise<void> {
  return withDatabase(async (client) => {
    const res = await client.query(
      `update booking_payments set deposit_due_at = now() - interval '1 minute'
       where booking_request_id = $1 and state = 'awaiting_deposit'`,
      [bookingId],
    );
    if (res.rowCount !== 1) throw new Error(`booking ${bookingId} has no deposit awaited`);
  });
}

/**
 * The clock for a payout (docs/decisions/0038-mpesa-payments.md): ends a completed booking's
 * payout hold a minute ago, as if PAYOUT_HOLD_DAYS had gone by. The minute sweep then pays out.
 */
export function letPayoutHoldPass(bookingId: string): Promise<void> {
  return withDatabase(async (client) => {
    const res = await client.query(
      `update booking_payments set payout_after = now() - interval '1 minute'
       where booking_request_id = $1 and payout_after is not null`,
      [bookingId],
    );
    if (res.rowCount !== 1) throw new Error(`booking ${bookingId} is not completed with a payment`);
  });
}

/**
 * `count` photographs in a gallery's first set, written straight into its rows and the media folder
 * as bench/gallery.mjs does (an upload's processing is the galleries test's): each a small 400 px
 * WebP and AVIF and a real blurred placeholder, so the page's signed addresses answer as they do
 * for an upload. For tests that need a gallery with more than a page of photographs.
 */
export async function seedGalleryPhotos(galleryId: string, count: number): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const base = sharp({ create: { width: 400, height: 267, channels: 3, background: { r: 140, g: 110, b: 90 } } });
  const webp = await base.clone().webp({ quality: 70 }).toBuffer();
  const avif = await base.clone().avif({ quality: 50 }).toBuffer();
  const blur = await base.clone().resize({ width: 16 }).blur(1).webp({ quality: 30 }).toBuffer();
  const placeholder = `data:image/webp;base64,${blur.toString('base64')}`;
  const web = path.join(dataDir, 'media', 'galleries', galleryId, 'web');
  await fs.mkdir(web, { recursive: true });
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      'select id from gallery_sets where gallery_id = $1 order by position limit 1',
      [galleryId],
    );
    const setId = rows[0]?.id;
    if (!setId) throw new Error(`no gallery ${galleryId}`);
    for (let n = 0; n < count; n++) {
      const stem = randomUUID();
      const [width, height] = n % 3 === 0 ? [4000, 6000] : [6000, 4000];
      await fs.writeFile(path.join(web, `${stem}-400.webp`), webp);
      await fs.writeFile(path.join(web, `${stem}-400.avif`), avif);
      await client.query(
        `insert into gallery_photos (gallery_id, set_id, file_name, stem, ext, bytes, width, height, widths, placeholder, created_at)
         values ($1, $2, $3, $4, 'jpg', 12000000, $5, $6, '[400]'::jsonb, $7, now() + ($8 || ' milliseconds')::interval)`,
        [galleryId, setId, `DSC_${String(n).padStart(4, '0')}.jpg`, stem, width, height, placeholder, n],
      );
    }
  });
}
