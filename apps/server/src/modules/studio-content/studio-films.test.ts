import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  contentBlockSchema,
  studioContentSchema,
  studioFilmUploadResponseSchema,
  studioImageResponseSchema,
  studioMediaTexts,
  VIDEO_MAX_BYTES,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../test/booking-requests';
import {
  imagePart,
  jpegWithGps,
  listFiles,
  multipart,
  type Part,
  SAMPLE_VIDEO,
  send,
  signUpAs,
  videoPart,
} from '../../../test/photographers';
import { contentApi } from '../../../test/studio-content';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { housekeepingRepository } from '../housekeeping/housekeeping.repository';

const t = studioMediaTexts.films;
/** The start of a WebM file (its EBML header): enough for the type read from the bytes. */
const WEBM = Buffer.concat([
  Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d42878102428581021853', 'hex'),
  Buffer.alloc(5000),
]);

/** docs/rules/history.md#issue-23: the studio's own wedding films, uploaded into the films slots of /services. */
describe('studio films (issue 23)', () => {
  let app: TestApp;
  let admin: Account;
  let client: Account;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(app.app, 'client');
    await app.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(app.app, 'client');
  });
  afterAll(() => app.close());

  const filmsDir = () => path.join(app.env.MEDIA_DIR, 'studio-films');
  const tmpFiles = () => listFiles(path.join(app.env.MEDIA_DIR, 'tmp'));
  const upload = (parts: Part[], headers: Record<string, string> = admin.headers) =>
    send(app.app, 'POST', '/api/studio/films', headers, multipart(parts));
  const films = async () =>
    contentBlockSchema('servicesPage').parse(
      (await app.app.inject({ url: '/api/studio/content/servicesPage', headers: admin.headers })).json(),
    );

  it('stores an MP4 or a WebM and serves it with ranges; the audit log says so', async () => {
    const mp4 = await upload([videoPart(SAMPLE_VIDEO, 'our-wedding.mp4')]);
    expect(mp4.statusCode, mp4.body).toBe(200);
    const { film } = studioFilmUploadResponseSchema.parse(mp4.json());
    expect(film.id).toMatch(/^film:[A-Za-z0-9_-]{22}\.mp4$/);
    expect(film).toMatchObject({ type: 'video/mp4', url: `/uploads/studio-films/${film.id.slice(5)}` });
    const served = await app.app.inject({ url: film.url, headers: { range: 'bytes=0-9' } });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(SAMPLE_VIDEO.subarray(0, 10))).toBe(true);

    const webm = await upload([videoPart(WEBM, 'clip.webm', 'video/webm')]);
    expect(webm.statusCode, webm.body).toBe(200);
    expect(webm.json().film.id).toMatch(/\.webm$/);
    const audit = (await app.app.inject({ url: '/api/studio/audit', headers: admin.headers })).json().data;
    expect(audit[0]).toMatchObject({ action: 'content.film.upload', after: { id: webm.json().film.id } });
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a file that is not an MP4 or a WebM (whatever its name), with 415 under the video, and keeps nothing', async () => {
    const before = listFiles(filmsDir()).sort();
    const refused = [
      await upload([videoPart(Buffer.from('%PDF-1.7\n'.repeat(200)), 'film.mp4')]),
      await upload([videoPart(Buffer.from(await jpegWithGps(64, 64)), 'film.mp4')]),
      // A QuickTime film: the portfolio takes it, the site's films do not (browsers do not all play it).
      await upload([
        videoPart(
          Buffer.concat([Buffer.from('0000001466747970717420200000000071742020', 'hex'), Buffer.alloc(4000)]),
          'film.mov',
          'video/quicktime',
        ),
      ]),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ message: t.type, errors: { video: [t.type] } });
    }
    const wrongField = await upload([imagePart(SAMPLE_VIDEO, 'x.mp4', 'video/mp4', 'image')]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors).toEqual({ video: [t.wrongField] });
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ video: [t.required] });
    expect(listFiles(filmsDir()).sort()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('answers 401 signed out and 403 to a client', async () => {
    expect((await upload([videoPart()], {})).statusCode).toBe(401);
    expect((await upload([videoPart()], client.headers)).statusCode).toBe(403);
  });

  it('puts our film and a poster from the library in a film slot: the slot keeps its place and words; the public page shows them once published', async () => {
    const { film } = studioFilmUploadResponseSchema.parse((await upload([videoPart()])).json());
    const poster = studioImageResponseSchema.parse(
      (
        await send(
          app.app,
          'POST',
          '/api/studio/images',
          admin.headers,
          multipart([{ name: 'alt', value: 'The couple at the lake.' }, imagePart(await jpegWithGps(600, 400))]),
        )
      ).json(),
    ).image;
    const block = await films();
    const data = structuredClone(block.data);
    data.weddingFilms.films[1] = { ...data.weddingFilms.films[1]!, video: film.id, poster: poster.id };
    const api = contentApi(app.app, admin.headers);
    const saved = await api.put('servicesPage', { version: block.version, data });
    expect(saved.statusCode, saved.body).toBe(200);
    await api.publish('servicesPage');
    const shown = studioContentSchema.parse((await app.app.inject({ url: '/api/studio-content' })).json());
    expect(shown.servicesPage.weddingFilms.films.map((f) => f.title)).toEqual(
      block.data.weddingFilms.films.map((f) => f.title),
    );
    const { sw: _kiswahili, ...english } = block.data.weddingFilms.films[1]!;
    expect(shown.servicesPage.weddingFilms.films[1]).toEqual({
      ...english,
      video: film.id,
      poster: poster.id,
    });
    // The public content carries the poster's upload, so the page can draw it.
    expect(shown.imageUploads.map((i) => i.id)).toContain(poster.id);
    // Housekeeping knows the film is shown: it is never swept as an orphan.
    const referenced = await housekeepingRepository(app.db).referencedMediaNames();
    expect(referenced.has(film.id.slice('film:'.length))).toBe(true);
  });

  it('refuses a film slot naming a film that was never uploaded, under its field, and saves nothing', async () => {
    const block = await films();
    const data = structuredClone(block.data);
    data.weddingFilms.films[0]!.video = 'film:AAAAAAAAAAAAAAAAAAAAAA.mp4';
    await contentApi(app.app, admin.headers).refused(
      'servicesPage',
      data,
      'data.weddingFilms.films.0.video',
      t.unknown,
    );
    data.weddingFilms.films[0]!.video = 'film:../../etc/passwd';
    await contentApi(app.app, admin.headers).refused('servicesPage', data, 'data.weddingFilms.films.0.video');
  });

  it(`refuses a film over ${VIDEO_MAX_BYTES / 1024 / 1024} MB with 413 as it streams in, and keeps nothing`, async () => {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.app.server.address() as AddressInfo).port;
    const before = listFiles(filmsDir()).sort();
    const boundary = 'studiofilmtoolarge';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="long.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const size = VIDEO_MAX_BYTES + 1024 * 1024;
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/studio/films',
          headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        },
        (response) => {
          let body = '';
          response.on('data', (c) => (body += c));
          response.on('end', () => resolve({ status: response.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.write(head);
      req.write(SAMPLE_VIDEO);
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = SAMPLE_VIDEO.length;
      const pump = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ message: t.tooLarge, errors: { video: [t.tooLarge] } });
    expect(listFiles(filmsDir()).sort()).toEqual(before);
    expect(tmpFiles()).toEqual([]);
  }, 60_000);
});
