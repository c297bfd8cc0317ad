import { createHash } from 'node:crypto';
import {
  galleriesListSchema,
  galleriesTexts as t,
  galleryPicksSchema,
  galleryViewSchema,
  studioGalleriesListSchema,
} from '@studio/shared';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, inDays } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { sweepGalleries } from './galleries.jobs';
import { galleriesService } from './galleries.service';
import { galleryFiles } from './gallery-files';

const TUS = { 'tus-resumable': '1.0.0' };
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

describe("studio clients' galleries (docs/decisions/0047-studio-client-galleries.md)", () => {
  let t0: TestApp;
  let admin: Account;
  let otherAdmin: Account;
  let photographer: Account;
  let client: Account;
  let stranger: Account;
  let galleryId: string;
  let setId: string;
  let original: Buffer;
  const inject = (opts: InjectOptions) => t0.app.inject(opts);
  const view = async (headers: Record<string, string>) =>
    inject({ method: 'GET', url: `/api/galleries/${galleryId}`, headers });

  async function staffAccount() {
    const account = await signUpAs(t0.app, 'client');
    await t0.pool.query(`update users set role = 'admin' where id = $1`, [account.id]);
    return account;
  }

  /** Uploads a photograph through tus in one request; answers the last response. */
  async function upload(data: Buffer, fileName: string, headers: Record<string, string>) {
    const created = await inject({
      method: 'POST',
      url: '/api/gallery-uploads',
      headers: {
        ...headers,
        ...TUS,
        'upload-length': String(data.length),
        'upload-metadata': meta({ galleryId, setId, filename: fileName, filetype: 'image/jpeg' }),
      },
    });
    if (created.statusCode !== 201) return created;
    const location = created.headers.location as string;
    return inject({
      method: 'PATCH',
      url: location.startsWith('/') ? location : `/api/gallery-uploads/${location}`,
      headers: { ...headers, ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: data,
    });
  }

  /** Staff e-mail a new invitation; answers its token, read from the e-mail's link. */
  async function invite(): Promise<string> {
    const before = t0.mailer.sent.length;
    const res = await inject({
      method: 'POST',
      url: `/api/studio/galleries/${galleryId}/invitation`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client).toMatchObject({ email: client.email, accepted: false });
    expect(res.json().client.invitedAt).not.toBeNull();
    await eventually(() => expect(t0.mailer.sent.length).toBeGreaterThan(before), 10_000);
    const mail = t0.mailer.sent.at(-1)!;
    expect(mail.to).toBe(client.email);
    expect(mail.subject).toBe(t.inviteMail.subject({ title: 'Wanjiku & Otieno' }));
    const token = /\/gallery-invitation#([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  const lookup = (token: string) =>
    inject({ method: 'POST', url: '/api/gallery-invitations/lookup', payload: { token } });
  const accept = (token: string, headers?: Record<string, string>) =>
    inject({ method: 'POST', url: '/api/gallery-invitations/accept', headers, payload: { token } });

  beforeAll(async () => {
    t0 = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await staffAccount();
    otherAdmin = await staffAccount();
    photographer = await signUpAs(t0.app, 'photographer');
    client = await signUpAs(t0.app, 'client');
    stranger = await signUpAs(t0.app, 'client');
    original = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6' } })
      .jpeg({ quality: 80 })
      .toBuffer();
  });
  afterAll(() => t0.close());

  it('lets only staff make one, and refuses bad input with a message per field', async () => {
    const body = {
      title: 'Wanjiku & Otieno',
      expiresOn: inDays(60),
      clientName: 'Wanjiku Mwangi',
      clientEmail: ` ${client.email.toUpperCase()} `,
    };
    const make = (payload: object, headers?: Record<string, string>) =>
      inject({ method: 'POST', url: '/api/studio/galleries', headers, payload });
    expect((await make(body)).statusCode).toBe(401);
    expect((await make(body, photographer.headers)).statusCode).toBe(403);
    expect((await make(body, client.headers)).statusCode).toBe(403);
    const bad = await make({ ...body, clientName: ' ', clientEmail: 'not-an-address' }, admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['clientEmail', 'clientName']);
    const past = await make({ ...body, expiresOn: inDays(-1) }, admin.headers);
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ expiresOn: [t.expiresInPast] });
    const upside = await make({ ...body, selectionMin: 5, selectionMax: 2 }, admin.headers);
    expect(upside.statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/studio/galleries', headers: admin.headers })).json().data).toEqual(
      [],
    );

    const res = await make(body, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const made = galleryViewSchema.parse(res.json());
    galleryId = made.id;
    setId = made.sets[0]!.id;
    expect(made.role).toBe('photographer');
    expect(made.bookingId).toBeNull();
    // The address is kept as accounts keep theirs: trimmed and lower-cased.
    expect(made.studioClient).toEqual({
      name: 'Wanjiku Mwangi',
      email: client.email,
      invitedAt: null,
      accepted: false,
    });
  });

  it('is run by any staff member and nobody else', async () => {
    const res = await upload(original, 'DSC_0001.jpg', otherAdmin.headers);
    expect(res.statusCode, res.body).toBe(204);
    expect(galleryViewSchema.parse((await view(admin.headers)).json()).photos.map((p) => p.fileName)).toEqual([
      'DSC_0001.jpg',
    ]);
    expect((await upload(original, 'x.jpg', photographer.headers)).statusCode).toBe(404);
    expect((await upload(original, 'x.jpg', client.headers)).statusCode).toBe(404);
    // The client is only named: until they accept the invitation the gallery is not theirs.
    expect((await view(client.headers)).statusCode).toBe(404);
    expect((await view(photographer.headers)).statusCode).toBe(404);
    expect(
      galleriesListSchema.parse((await inject({ url: '/api/galleries', headers: client.headers })).json()).data,
    ).toEqual([]);
    const list = studioGalleriesListSchema.parse(
      (await inject({ method: 'GET', url: '/api/studio/galleries', headers: admin.headers })).json(),
    ).data;
    expect(list.map((g) => [g.title, g.photos, g.client.name])).toEqual([['Wanjiku & Otieno', 1, 'Wanjiku Mwangi']]);
    expect((await inject({ method: 'GET', url: '/api/studio/galleries', headers: client.headers })).statusCode).toBe(
      403,
    );
    // Staff download the original from their own signed address.
    const staffView = galleryViewSchema.parse((await view(admin.headers)).json());
    const file = await inject({ method: 'GET', url: staffView.photos[0]!.downloadOriginal! });
    expect(file.statusCode).toBe(200);
    expect(sha(file.rawPayload)).toBe(sha(original));
  });

  it('gives the gallery to the account that opens the e-mailed invitation, once; a new invitation replaces the old', async () => {
    const first = await invite();
    const second = await invite();
    expect((await lookup(first)).statusCode).toBe(404);
    expect((await lookup(first)).json().message).toBe(t.invitation.notFound);
    expect((await lookup('made-up')).statusCode).toBe(404);
    expect((await lookup('')).statusCode).toBe(400);
    const looked = await lookup(second);
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toEqual({ title: 'Wanjiku & Otieno' });
    expect((await accept(second)).statusCode).toBe(401);
    expect((await accept(first, client.headers)).statusCode).toBe(404);

    const accepted = await accept(second, client.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ id: galleryId });
    // Used up: neither the client again nor anyone who finds the link later.
    expect((await accept(second, stranger.headers)).statusCode).toBe(404);
    expect((await lookup(second)).statusCode).toBe(404);
    expect((await view(stranger.headers)).statusCode).toBe(404);

    const mine = galleriesListSchema.parse((await inject({ url: '/api/galleries', headers: client.headers })).json());
    expect(mine.data.map((g) => [g.id, g.role, g.bookingRequestId])).toEqual([[galleryId, 'client', null]]);
    const seen = galleryViewSchema.parse((await view(client.headers)).json());
    expect(seen.role).toBe('client');
    expect(seen.studioClient).toBeNull();
    expect(seen.canDownload).toBe(true);
    expect(seen.downloadsAwaitPayment).toBe(false);
    const file = await inject({ method: 'GET', url: seen.photos[0]!.downloadOriginal! });
    expect(sha(file.rawPayload)).toBe(sha(original));
    const studioView = galleryViewSchema.parse((await view(admin.headers)).json());
    expect(studioView.studioClient?.accepted).toBe(true);
  });

  it("keeps the client's favourites and selection, shown to staff as the client's", async () => {
    const photoId = galleryViewSchema.parse((await view(client.headers)).json()).photos[0]!.id;
    const fav = await inject({
      method: 'PUT',
      url: `/api/galleries/${galleryId}/photos/${photoId}/favourite`,
      headers: client.headers,
      payload: { favourite: true },
    });
    expect(fav.statusCode, fav.body).toBe(200);
    const picks = galleryPicksSchema.parse(
      (await inject({ url: `/api/galleries/${galleryId}/picks`, headers: otherAdmin.headers })).json(),
    );
    expect(picks.people.map((p) => [p.name, p.kind, p.favourites.length])).toEqual([['Wanjiku Mwangi', 'client', 1]]);
    expect((await inject({ url: `/api/galleries/${galleryId}/picks`, headers: client.headers })).statusCode).toBe(403);
  });

  it("switches the client's downloads off and on from the console", async () => {
    const off = await inject({
      method: 'PATCH',
      url: `/api/galleries/${galleryId}`,
      headers: admin.headers,
      payload: { clientDownloads: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const seen = galleryViewSchema.parse((await view(client.headers)).json());
    expect(seen.canDownload).toBe(false);
    expect(seen.photos[0]!.downloadOriginal).toBeNull();
    const zip = await inject({ url: `/api/galleries/${galleryId}/download`, headers: client.headers });
    expect(zip.statusCode).toBe(403);
    expect(zip.json().message).toBe(t.downloadsOff);
    // A client cannot change the studio's settings.
    const byClient = await inject({
      method: 'PATCH',
      url: `/api/galleries/${galleryId}`,
      headers: client.headers,
      payload: { clientDownloads: true },
    });
    expect(byClient.statusCode).toBe(403);
  });

  it('reminds the client who accepted it before expiry, and no one for a gallery not yet accepted', async () => {
    const unaccepted = await inject({
      method: 'POST',
      url: '/api/studio/galleries',
      headers: admin.headers,
      payload: { title: 'Not yet', expiresOn: inDays(5), clientName: 'Baraka', clientEmail: 'baraka@example.com' },
    });
    expect(unaccepted.statusCode).toBe(201);
    await t0.pool.query(`update galleries set expires_at = now() + interval '5 days' where id = $1`, [galleryId]);
    const deps = {
      app: t0.app,
      service: galleriesService({ db: t0.db, publicUrl: 'http://x' }),
      files: galleryFiles(t0.app.media, t0.env.MEDIA_DIR),
    };
    const before = t0.mailer.sent.length;
    expect((await sweepGalleries(deps)).reminded).toBe(1);
    await eventually(() => expect(t0.mailer.sent.length).toBe(before + 1), 10_000);
    const mail = t0.mailer.sent.at(-1)!;
    expect(mail.to).toBe(client.email);
    expect(mail.html).toContain(`/dashboard/galleries/${galleryId}`);
  });

  it('answers 404 to an invitation for a gallery that is not a studio one, or not there', async () => {
    const missing = await inject({
      method: 'POST',
      url: '/api/studio/galleries/00000000-0000-4000-8000-000000000000/invitation',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const notUuid = await inject({ method: 'POST', url: '/api/studio/galleries/x/invitation', headers: admin.headers });
    expect(notUuid.statusCode).toBe(400);
  });
});
