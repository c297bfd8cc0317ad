import { galleriesTexts as t, galleryLinkCreatedSchema, galleryViewSchema, paymentsTexts } from '@studio/shared';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays, ipSequence } from '../../../test/booking-requests';
import { acceptedBooking, deliverCallbacksToApp, expectLedgerBalanced, paymentParties } from '../../../test/payments';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';

const PHONE = '0712 345 678';
const MSISDN = '254712345678';
const nextIp = ipSequence('102.31');
const b64 = (v: string) => Buffer.from(v).toString('base64');

/**
 * A gallery delivered on an accepted booking paid through the site (docs/decisions/0039-client-galleries.md,
 * downloads; 0038): the client and guests download only once it is paid in full; until then
 * nothing offers a download, every download address is refused and large previews are marked.
 */
describe('gallery downloads wait for the balance', () => {
  let t0: TestApp;
  let parties: Awaited<ReturnType<typeof paymentParties>>;
  let bookingId: string;
  let galleryId: string;
  let guest: { token: string; cookie: string };
  const inject = (opts: InjectOptions) => t0.app.inject(opts);
  const payment = async () =>
    (
      await inject({
        method: 'GET',
        url: `/api/booking-requests/${bookingId}/payment`,
        headers: parties.client.headers,
      })
    ).json().data;
  const pay = async (purpose: 'deposit' | 'balance') => {
    t0.app.mpesaStandin!.script(MSISDN, { resultCode: 0 });
    const res = await inject({
      method: 'POST',
      url: `/api/booking-requests/${bookingId}/payments`,
      headers: { ...parties.client.headers, 'x-forwarded-for': nextIp() },
      payload: { purpose, phone: PHONE },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(paymentsTexts.checkYourPhone({ phone: '2547•••••678' }));
  };
  const clientView = async () =>
    galleryViewSchema.parse(
      (await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: parties.client.headers })).json(),
    );
  const guestView = async () =>
    galleryViewSchema.parse(
      (
        await inject({
          method: 'GET',
          url: `/api/shared-galleries/${guest.token}/view`,
          headers: { cookie: guest.cookie },
        })
      ).json(),
    );

  beforeAll(async () => {
    t0 = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '100000',
      INQUIRY_RATE_LIMIT_PER_IP: '100000',
      MPESA_QUERY_DELAY_SECONDS: '0.3',
    });
    deliverCallbacksToApp(t0);
    parties = await paymentParties(t0);
    bookingId = await acceptedBooking(t0, parties, 30);
    await pay('deposit');
    await eventually(async () => expect((await payment()).state).toBe('confirmed'));
    // The wedding took place; the photographer delivers before completing the booking.
    await t0.pool.query(
      `update booking_requests set event_date = (now() at time zone 'Africa/Nairobi')::date - 2 where id = $1`,
      [bookingId],
    );
    const made = await inject({
      method: 'POST',
      url: `/api/booking-requests/${bookingId}/gallery`,
      headers: parties.photographer.headers,
      payload: { title: 'Wanjiru & Otieno', expiresOn: inDays(60) },
    });
    expect(made.statusCode, made.body).toBe(201);
    const view = galleryViewSchema.parse(made.json());
    galleryId = view.id;
    const bytes = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const created = await inject({
      method: 'POST',
      url: '/api/gallery-uploads',
      headers: {
        ...parties.photographer.headers,
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
        'upload-metadata': `galleryId ${b64(galleryId)},setId ${b64(view.sets[0]!.id)},filename ${b64('IMG_0001.jpg')},filetype ${b64('image/jpeg')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const sent = await inject({
      method: 'PATCH',
      url: location.startsWith('/') ? location : `/api/gallery-uploads/${location}`,
      headers: {
        ...parties.photographer.headers,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });
    expect(sent.statusCode, sent.body).toBe(204);
    await eventually(async () => expect((await clientView()).photos).toHaveLength(1));

    const link = await inject({
      method: 'POST',
      url: `/api/galleries/${galleryId}/links`,
      headers: parties.photographer.headers,
      payload: { label: 'Family', canDownload: true },
    });
    expect(link.statusCode, link.body).toBe(201);
    const token = galleryLinkCreatedSchema.parse(link.json()).url.split('/g/')[1]!;
    const visit = await inject({
      method: 'POST',
      url: `/api/shared-galleries/${token}/visit`,
      payload: { name: 'Auntie Akinyi' },
    });
    expect(visit.statusCode, visit.body).toBe(200);
    const cookie = (visit.headers['set-cookie'] as string).split(';')[0]!;
    guest = { token, cookie };
  });
  afterAll(async () => {
    await expectLedgerBalanced(t0.db);
    await t0.close();
  });

  it('while the balance is open: no downloads for the client or a guest with the right, and the amount only to the client', async () => {
    const balance = 65_000_00 - 19_500_00;
    const mine = await clientView();
    expect(mine).toMatchObject({
      canDownload: false,
      downloadsAwaitPayment: true,
      balanceDueCents: balance,
      bookingId,
    });
    expect(mine.photos.every((p) => p.downloadOriginal === null && p.downloadWeb === null)).toBe(true);
    const theirs = await guestView();
    expect(theirs).toMatchObject({ canDownload: false, downloadsAwaitPayment: true, balanceDueCents: null });
    const owner = galleryViewSchema.parse(
      (
        await inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers: parties.photographer.headers })
      ).json(),
    );
    expect(owner).toMatchObject({ canDownload: true, downloadsAwaitPayment: true, balanceDueCents: balance });

    const zip = await inject({
      method: 'GET',
      url: `/api/galleries/${galleryId}/download`,
      headers: parties.client.headers,
    });
    expect(zip.statusCode).toBe(403);
    expect(zip.json().message).toBe(t.downloadsAfterBalance);
    const guestZip = await inject({
      method: 'GET',
      url: `/api/shared-galleries/${guest.token}/download`,
      headers: { cookie: guest.cookie },
    });
    expect(guestZip.statusCode).toBe(403);
    expect(guestZip.json().message).toBe(t.downloadsAfterBalance);
    const original = mine.photos[0]!.large.replace(/\/w\d+\.webp/, '/original');
    expect((await inject({ method: 'GET', url: original })).statusCode).toBe(403);
  });

  it('once the balance is paid, the client and the guest download the original', async () => {
    await pay('balance');
    await eventually(async () => expect((await payment()).state).toBe('paid'));
    const mine = await clientView();
    expect(mine).toMatchObject({ canDownload: true, downloadsAwaitPayment: false, balanceDueCents: 0 });
    const original = await inject({ method: 'GET', url: mine.photos[0]!.downloadOriginal! });
    expect(original.statusCode).toBe(200);
    const theirs = await guestView();
    expect(theirs).toMatchObject({ canDownload: true, downloadsAwaitPayment: false });
    const zip = await inject({
      method: 'GET',
      url: `/api/shared-galleries/${guest.token}/download`,
      headers: { cookie: guest.cookie },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    // Completing the booking changes nothing for the downloads.
    const done = await inject({
      method: 'PATCH',
      url: `/api/booking-requests/${bookingId}`,
      headers: parties.photographer.headers,
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await clientView()).toMatchObject({ canDownload: true, downloadsAwaitPayment: false });
  });
});
