import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { campaignResponseSchema } from '@studio/shared';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { createMailer } from '../../mail/mailer';
import { createTestDatabase, eventually } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';

/** A real SMTP server that refuses `bounce@…` for good (550) and keeps the rest. */
async function startSink() {
  const inbox: { to: string; mail: ParsedMail }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS per connection (there is none here: each would wait for it to fail).
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce@'))
        return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const r of session.envelope.rcptTo) inbox.push({ to: r.address.toLowerCase(), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, inbox, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/**
 * docs/rules/history.md#issue-14: a newsletter goes from the job queue through the product's SMTP mailer to a real SMTP
 * server, to confirmed subscribers only, each with a working unsubscribe link and RFC 8058's
 * headers; a process stopped mid-campaign and a new one started send each remaining mail once.
 */
describe('newsletters through a real SMTP server (issue 14)', () => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let app: App;
  let admin: Account;

  const start = async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      JOBS_POLL_SECONDS: '0.5',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      NEWSLETTER_MAILS_PER_SECOND: '25',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    });
    const mailer = createMailer(
      { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
      { info() {} },
    );
    const started = await buildApp({ env, db: database.db, pool: database.pool, mailer });
    await started.ready();
    return started;
  };

  beforeAll(async () => {
    sink = await startSink();
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-test-newsletter-smtp-'));
    app = await start();
    admin = await signUpAs(app, 'client');
    await database.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** A header as sent (mailparser turns List-* headers into objects). */
  const rawHeader = (mail: ParsedMail, name: string) =>
    mail.headerLines
      .find((h) => h.key === name)
      ?.line.replace(/^[^:]+:\s*/, '')
      .replace(/\r?\n\s+/g, ' ');
  const mailsTo = (address: string) => sink.inbox.filter((m) => m.to === address.toLowerCase());
  const campaign = async (id: string) =>
    campaignResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: `/api/studio/newsletter/campaigns/${id}`, headers: admin.headers })
      ).json(),
    ).campaign;
  const sendNewsletter = async (subject: string) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/studio/newsletter/campaigns',
      headers: admin.headers,
      payload: { subject, body: `# ${subject}\n\nNew **portraits** in the [gallery](https://picha.studio/gallery).` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().campaign.id as string;
    const sent = await app.inject({
      method: 'POST',
      url: `/api/studio/newsletter/campaigns/${id}/send`,
      headers: admin.headers,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    return id;
  };
  /** Subscribes through the public form and confirms from the link in the mail that arrives. */
  const subscribeAndConfirm = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    expect(res.statusCode).toBe(201);
    await eventually(() => expect(mailsTo(email)).toHaveLength(1), 15_000);
    const link = mailsTo(email)[0]!.mail.text!.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)![0];
    const confirmed = await app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(confirmed.headers.location).toBe('/newsletter/confirmed');
  };

  it('reaches the two confirmed subscribers, not the pending nor the unsubscribed one; links and headers work; a 550 is a bounce', async () => {
    await subscribeAndConfirm('amani@example.com');
    await subscribeAndConfirm('wairimu@example.com');
    await subscribeAndConfirm('gone@example.com');
    // Its confirmation could never arrive (the sink refuses it): confirmed in the database.
    await database.pool.query(
      `insert into newsletter_subscribers (email, token, confirmed_at) values ('bounce@example.com', 'bounce-token', now())`,
    );
    // Pending: asked, never confirmed.
    await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'pending@example.com' } });
    await eventually(() => expect(mailsTo('pending@example.com')).toHaveLength(1), 15_000);
    const goneLink = mailsTo('gone@example.com')[0]!.mail.text!.match(/\/api\/newsletter\/unsubscribe\?token=\S+/)![0];
    expect((await app.inject({ method: 'GET', url: goneLink })).headers.location).toBe('/newsletter/unsubscribed');

    const id = await sendNewsletter('Portraits season');
    await eventually(async () => expect((await campaign(id)).status).toBe('sent'), 20_000);
    expect((await campaign(id)).progress).toEqual({ total: 3, queued: 0, sent: 2, failed: 0, bounced: 1, skipped: 0 });
    const got = sink.inbox.filter((m) => m.mail.subject === 'Portraits season');
    expect(got.map((m) => m.to).sort()).toEqual(['amani@example.com', 'wairimu@example.com']);

    for (const { mail } of got) {
      const listUnsubscribe = rawHeader(mail, 'list-unsubscribe') ?? '';
      expect(listUnsubscribe).toMatch(/^<http.*\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/);
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain('<strong>portraits</strong>');
      expect(mail.html).toContain('href="https://picha.studio/gallery"');
      expect(mail.text).toContain('New portraits in the gallery.');
      expect(mail.text).toContain(listUnsubscribe.slice(1, -1));
    }
    // Amani's link, followed (GET), and Wairimu's, one click (POST as a mail client does).
    const linkOf = (to: string) =>
      String(rawHeader(got.find((m) => m.to === to)!.mail, 'list-unsubscribe'))
        .slice(1, -1)
        .replace(/^https?:\/\/[^/]+/, '');
    const followed = await app.inject({ method: 'GET', url: linkOf('amani@example.com') });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('/newsletter/unsubscribed');
    const oneClick = await app.inject({
      method: 'POST',
      url: linkOf('wairimu@example.com'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const { rows } = await database.pool.query<{ email: string }>(
      `select email from newsletter_subscribers where unsubscribed_at is not null order by email`,
    );
    expect(rows.map((r) => r.email)).toEqual(['amani@example.com', 'gone@example.com', 'wairimu@example.com']);
  });

  it('a process stopped halfway and a new one started send each remaining mail exactly once', async () => {
    const n = 60;
    await database.pool.query(
      `insert into newsletter_subscribers (email, token, confirmed_at)
       select 'restart' || i || '@example.com', md5(random()::text || i), now() from generate_series(1, $1) i`,
      [n],
    );
    const id = await sendNewsletter('Restart halfway');
    const arrived = () => sink.inbox.filter((m) => m.mail.subject === 'Restart halfway');
    await eventually(() => expect(arrived().length).toBeGreaterThanOrEqual(15), 20_000);
    await app.close();
    const atStop = arrived().length;
    expect(atStop).toBeLessThan(n);
    expect((await campaign2(id)).status).toBe('sending');
    app = await start();
    await eventually(async () => expect((await campaign(id)).status).toBe('sent'), 40_000);
    const counts = new Map<string, number>();
    for (const m of arrived()) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    // The confirmed ones of the test above are there too (one of them bounces).
    const { progress } = await campaign(id);
    expect(progress).toMatchObject({ sent: n, queued: 0, failed: 0, skipped: 0 });
    expect(counts.size).toBe(progress.sent);
    expect([...counts.entries()].filter(([, c]) => c !== 1)).toEqual([]);
  });

  const campaign2 = async (id: string) =>
    (await database.pool.query<{ status: string }>(`select status from newsletter_campaigns where id = $1`, [id]))
      .rows[0]!;
});
