import {
  auditResponseSchema,
  campaignPreviewSchema,
  campaignResponseSchema,
  campaignsResponseSchema,
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_SUBJECT_MAX,
  newsletterSubscribersResponseSchema,
  STUDIO_NAME,
  studioMailTexts,
} from '@studio/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';
import { inLocale } from '../../lib/request-context';
import { NEWSLETTER_QUEUE } from './newsletter-sender';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the studio console newsletter (issue 14)', () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let photographer: Account;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', NEWSLETTER_MAILS_PER_SECOND: '50' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(t.app, 'client');
    photographer = await signUpAs(t.app, 'photographer');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Campaigns of a test are sent by the time it ends; start each with no subscriber.
    await t.pool.query(`delete from newsletter_deliveries`);
    await t.pool.query(`update newsletter_campaigns set status = 'sent' where status = 'sending'`);
    await t.pool.query(`delete from newsletter_subscribers`);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  /** A subscriber in a state, `minutesAgo` old. */
  const subscriber = async (email: string, state: 'pending' | 'confirmed' | 'unsubscribed', minutesAgo = 0) => {
    const { rows } = await t.pool.query<{ id: string; token: string }>(
      `insert into newsletter_subscribers (email, token, created_at, confirmed_at, unsubscribed_at)
       values ($1, md5(random()::text), now() - make_interval(mins => $2),
               case when $3 <> 'pending' then now() end, case when $3 = 'unsubscribed' then now() end)
       returning id, token`,
      [email, minutesAgo, state],
    );
    return rows[0]!;
  };
  const audit = async () =>
    auditResponseSchema.parse((await call('GET', '/api/studio/audit', admin.headers)).json()).data;
  const draft = async (subject = 'News from the studio', body = 'Hello **friends**.') => {
    const res = await call('POST', '/api/studio/newsletter/campaigns', admin.headers, { subject, body });
    expect(res.statusCode, res.body).toBe(201);
    return campaignResponseSchema.parse(res.json()).campaign;
  };
  const campaign = async (id: string) =>
    campaignResponseSchema.parse((await call('GET', `/api/studio/newsletter/campaigns/${id}`, admin.headers)).json())
      .campaign;

  it('refuses signed-out callers, clients and photographers on every newsletter route', async () => {
    const id = (await draft()).id;
    const input = { subject: 'S', body: 'B' };
    const routes: [string, string, object?][] = [
      ['GET', '/api/studio/newsletter/subscribers'],
      ['GET', '/api/studio/newsletter/subscribers.csv'],
      ['GET', '/api/studio/newsletter/campaigns'],
      ['POST', '/api/studio/newsletter/campaigns', input],
      ['POST', '/api/studio/newsletter/preview', input],
      ['GET', `/api/studio/newsletter/campaigns/${id}`],
      ['PUT', `/api/studio/newsletter/campaigns/${id}`, input],
      ['POST', `/api/studio/newsletter/campaigns/${id}/test`],
      ['POST', `/api/studio/newsletter/campaigns/${id}/send`],
      ['DELETE', `/api/studio/newsletter/campaigns/${id}`],
    ];
    const entries = (await audit()).length;
    for (const [method, url, payload] of routes) {
      for (const [headers, status] of [
        [{}, 401],
        [client.headers, 403],
        [photographer.headers, 403],
      ] as const) {
        const res = await call(method as 'GET', url, headers, payload ?? {});
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect((await audit()).length).toBe(entries);
    expect((await campaign(id)).status).toBe('draft');
  });

  it('lists subscribers with their state, filters, searches (wildcards literal) and counts', async () => {
    await subscriber('pending.one@example.com', 'pending', 3);
    await subscriber('Confirmed.Two@example.com', 'confirmed', 2);
    await subscriber('gone_three@example.com', 'unsubscribed', 1);
    const all = newsletterSubscribersResponseSchema.parse(
      (await call('GET', '/api/studio/newsletter/subscribers', admin.headers)).json(),
    );
    expect(all.data.map((s) => [s.email, s.state])).toEqual([
      ['gone_three@example.com', 'unsubscribed'],
      ['Confirmed.Two@example.com', 'confirmed'],
      ['pending.one@example.com', 'pending'],
    ]);
    expect(all.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1 });
    for (const state of ['pending', 'confirmed', 'unsubscribed'] as const) {
      const res = newsletterSubscribersResponseSchema.parse(
        (await call('GET', `/api/studio/newsletter/subscribers?state=${state}`, admin.headers)).json(),
      );
      expect(res.data.map((s) => s.state)).toEqual([state]);
    }
    const search = async (q: string) =>
      newsletterSubscribersResponseSchema
        .parse((await call('GET', `/api/studio/newsletter/subscribers?q=${q}`, admin.headers)).json())
        .data.map((s) => s.email);
    expect(await search('confirmed.two')).toEqual(['Confirmed.Two@example.com']);
    expect(await search('_')).toEqual(['gone_three@example.com']);
    expect(await search('%25')).toEqual([]);
    for (const bad of ['?state=bounced', '?page=0', `?q=${'a'.repeat(101)}`]) {
      expect((await call('GET', `/api/studio/newsletter/subscribers${bad}`, admin.headers)).statusCode, bad).toBe(400);
      expect((await call('GET', `/api/studio/newsletter/subscribers.csv${bad}`, admin.headers)).statusCode, bad).toBe(
        400,
      );
    }
  });

  it('exports subscribers as CSV: BOM, header, CRLF rows, the filter, formulas neutralised', async () => {
    await subscriber('=HYPERLINK("http://evil")@example.com', 'confirmed');
    await subscriber('plain@example.com', 'pending');
    const res = await call('GET', '/api/studio/newsletter/subscribers.csv?state=confirmed', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(studioMailTexts.subscribersCsvHeader.join(','));
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)@example.com",Confirmed,/);
    expect(lines.filter((l) => l.length > 0)).toHaveLength(2);
  });

  it('refuses a bad newsletter with 400 naming the field, and saves nothing', async () => {
    const before = campaignsResponseSchema.parse(
      (await call('GET', '/api/studio/newsletter/campaigns', admin.headers)).json(),
    ).data.length;
    const entries = (await audit()).length;
    const cases: [unknown, string, string?][] = [
      [{ body: 'B' }, 'subject', studioMailTexts.subjectRequired],
      [{ subject: '   ', body: 'B' }, 'subject', studioMailTexts.subjectRequired],
      [{ subject: 42, body: 'B' }, 'subject'],
      [
        { subject: 'x'.repeat(NEWSLETTER_SUBJECT_MAX + 1), body: 'B' },
        'subject',
        studioMailTexts.subjectTooLong({ max: NEWSLETTER_SUBJECT_MAX }),
      ],
      [{ subject: 'Two\nlines', body: 'B' }, 'subject', studioMailTexts.subjectOneLine],
      [{ subject: 'S' }, 'body', studioMailTexts.bodyRequired],
      [{ subject: 'S', body: '' }, 'body', studioMailTexts.bodyRequired],
      [{ subject: 'S', body: ['B'] }, 'body'],
      [
        { subject: 'S', body: 'x'.repeat(NEWSLETTER_BODY_MAX + 1) },
        'body',
        studioMailTexts.bodyTooLong({ max: NEWSLETTER_BODY_MAX }),
      ],
      // A Kiswahili version is both words or neither, with the English's limits.
      [{ subject: 'S', body: 'B', subjectSw: 'Habari' }, 'bodySw', studioMailTexts.kiswahiliBodyMissing],
      [
        { subject: 'S', body: 'B', bodySw: 'Habari', subjectSw: ' ' },
        'subjectSw',
        studioMailTexts.kiswahiliSubjectMissing,
      ],
      [
        { subject: 'S', body: 'B', subjectSw: 'Mbili\nmistari', bodySw: 'B' },
        'subjectSw',
        studioMailTexts.subjectOneLine,
      ],
      [
        { subject: 'S', body: 'B', subjectSw: 'x'.repeat(NEWSLETTER_SUBJECT_MAX + 1), bodySw: 'B' },
        'subjectSw',
        studioMailTexts.subjectTooLong({ max: NEWSLETTER_SUBJECT_MAX }),
      ],
      [{ subject: 'S', body: 'B', subjectSw: 'S', bodySw: 7 }, 'bodySw'],
    ];
    const id = (await draft()).id;
    for (const [payload, field, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/studio/newsletter/campaigns'],
        ['POST', '/api/studio/newsletter/preview'],
        ['PUT', `/api/studio/newsletter/campaigns/${id}`],
      ] as const) {
        const res = await call(method, url, admin.headers, payload);
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
        expect(Object.keys(res.json().errors ?? {})).toContain(field);
        if (message) expect(res.json().errors[field]).toEqual([message]);
      }
    }
    const after = campaignsResponseSchema.parse(
      (await call('GET', '/api/studio/newsletter/campaigns', admin.headers)).json(),
    ).data;
    expect(after.length).toBe(before + 1);
    expect((await audit()).length).toBe(entries + 1);
    expect(await campaign(id)).toMatchObject({ subject: 'News from the studio', body: 'Hello **friends**.' });
    for (const [method, url] of [
      ['GET', `/api/studio/newsletter/campaigns/${UNKNOWN}`],
      ['PUT', `/api/studio/newsletter/campaigns/${UNKNOWN}`],
      ['POST', `/api/studio/newsletter/campaigns/${UNKNOWN}/test`],
      ['POST', `/api/studio/newsletter/campaigns/${UNKNOWN}/send`],
    ] as const) {
      const res = await call(method, url, admin.headers, { subject: 'S', body: 'B' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(studioMailTexts.campaignNotFound);
    }
    expect((await call('GET', '/api/studio/newsletter/campaigns/nope', admin.headers)).statusCode).toBe(400);
  });

  it('saves, edits and previews a draft (safe HTML and text from the server), sends a test to the admin', async () => {
    const created = await draft('  June news  ', '# New studio\n\nCome **visit**. <script>alert(1)</script>');
    expect(created).toMatchObject({ subject: 'June news', status: 'draft', createdByEmail: admin.email });
    expect((await audit())[0]).toMatchObject({ action: 'newsletter.draft', targetId: created.id });
    const edited = await call('PUT', `/api/studio/newsletter/campaigns/${created.id}`, admin.headers, {
      subject: 'June news, edited',
      body: created.body,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await audit())[0]).toMatchObject({
      action: 'newsletter.edit',
      before: { subject: 'June news' },
      after: { subject: 'June news, edited' },
    });
    const preview = campaignPreviewSchema.parse(
      (
        await call('POST', '/api/studio/newsletter/preview', admin.headers, {
          subject: 'S',
          body: created.body,
        })
      ).json(),
    );
    expect(preview.html).toContain('<h1>New studio</h1>');
    expect(preview.html).toContain('<strong>visit</strong>');
    expect(preview.html).not.toContain('<script>');
    expect(preview.text).toContain('Come visit.');
    expect(preview.text).toContain('/api/newsletter/unsubscribe?token=');

    const test = await call('POST', `/api/studio/newsletter/campaigns/${created.id}/test`, admin.headers);
    expect(test.statusCode, test.body).toBe(202);
    expect(test.json()).toEqual({ to: admin.email });
    await eventually(() => expect(t.mailer.sent.find((m) => m.to === admin.email)).toBeTruthy(), 10_000);
    const mail = t.mailer.sent.find((m) => m.to === admin.email)!;
    expect(mail.subject).toBe('[Test] June news, edited');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await campaign(created.id)).status).toBe('draft');
  });

  it('a Kiswahili version goes to the subscribers who subscribed in Kiswahili, each footer in its reader’s language', async () => {
    const language = async (email: string, value: 'en' | 'sw') => {
      await subscriber(email, 'confirmed');
      await t.pool.query('update newsletter_subscribers set language = $2 where email = $1', [email, value]);
    };
    await language('kamau@example.com', 'en');
    await language('wanjiru@example.com', 'sw');
    const swFooter = inLocale('sw', () => studioMailTexts.subscribedNote({ studio: STUDIO_NAME }));

    const badPreview = await call('POST', '/api/studio/newsletter/preview', admin.headers, {
      subject: 'S',
      body: 'B',
      language: 'fr',
    });
    expect(badPreview.statusCode).toBe(400);
    expect(Object.keys(badPreview.json().errors)).toEqual(['language']);

    const res = await call('POST', '/api/studio/newsletter/campaigns', admin.headers, {
      subject: 'December dates',
      body: 'Book your **December** shoot.',
      subjectSw: '  Tarehe za Desemba ',
      bodySw: 'Weka nafasi ya picha za **Desemba**.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const both = campaignResponseSchema.parse(res.json()).campaign;
    expect(both).toMatchObject({ subjectSw: 'Tarehe za Desemba', bodySw: 'Weka nafasi ya picha za **Desemba**.' });
    const preview = campaignPreviewSchema.parse(
      (
        await call('POST', '/api/studio/newsletter/preview', admin.headers, {
          subject: both.subject,
          body: both.body,
          subjectSw: both.subjectSw,
          bodySw: both.bodySw,
          language: 'sw',
        })
      ).json(),
    );
    expect(preview.subject).toBe('Tarehe za Desemba');
    expect(preview.html).toContain('<strong>Desemba</strong>');
    expect(preview.html).toContain('lang="sw"');
    expect(preview.html).toContain(swFooter);

    // The test goes out in both versions.
    const already = t.mailer.sent.length;
    expect((await call('POST', `/api/studio/newsletter/campaigns/${both.id}/test`, admin.headers)).statusCode).toBe(
      202,
    );
    await eventually(
      () =>
        expect(
          t.mailer.sent
            .slice(already)
            .filter((m) => m.to === admin.email)
            .map((m) => m.subject)
            .sort(),
        ).toEqual(['[Test] December dates', '[Test] Tarehe za Desemba']),
      10_000,
    );

    expect((await call('POST', `/api/studio/newsletter/campaigns/${both.id}/send`, admin.headers)).statusCode).toBe(
      202,
    );
    await eventually(async () => expect((await campaign(both.id)).status).toBe('sent'), 15_000);
    const english = t.mailer.sent.find((m) => m.to === 'kamau@example.com')!;
    const kiswahili = t.mailer.sent.find((m) => m.to === 'wanjiru@example.com')!;
    expect(english.subject).toBe('December dates');
    expect(english.text).toContain('Book your December shoot.');
    expect(english.html).toContain(studioMailTexts.subscribedNote({ studio: STUDIO_NAME }));
    expect(kiswahili.subject).toBe('Tarehe za Desemba');
    expect(kiswahili.text).toContain('Weka nafasi ya picha za Desemba.');
    expect(kiswahili.text).not.toContain('Book your');
    expect(kiswahili.html).toContain(swFooter);

    // Without a Kiswahili version (an empty one is none), a Kiswahili subscriber gets the English
    // words in a Kiswahili frame.
    const plain = await draft('Only in English', 'New prices from January.');
    const edited = await call('PUT', `/api/studio/newsletter/campaigns/${plain.id}`, admin.headers, {
      subject: plain.subject,
      body: plain.body,
      subjectSw: '',
      bodySw: '   ',
    });
    expect(campaignResponseSchema.parse(edited.json()).campaign).toMatchObject({ subjectSw: null, bodySw: null });
    expect((await call('POST', `/api/studio/newsletter/campaigns/${plain.id}/send`, admin.headers)).statusCode).toBe(
      202,
    );
    await eventually(async () => expect((await campaign(plain.id)).status).toBe('sent'), 15_000);
    const fallback = t.mailer.sent.find((m) => m.to === 'wanjiru@example.com' && m.subject === 'Only in English')!;
    expect(fallback.text).toContain('New prices from January.');
    expect(fallback.html).toContain(swFooter);
  });

  it('deletes a draft, audit-logged; an unknown or malformed id changes nothing', async () => {
    const c = await draft('A draft to throw away');
    const res = await call('DELETE', `/api/studio/newsletter/campaigns/${c.id}`, admin.headers);
    expect(res.statusCode, res.body).toBe(204);
    expect((await call('GET', `/api/studio/newsletter/campaigns/${c.id}`, admin.headers)).statusCode).toBe(404);
    expect((await audit())[0]).toMatchObject({
      action: 'newsletter.delete',
      targetId: c.id,
      targetLabel: 'A draft to throw away',
      after: null,
    });
    const entries = (await audit()).length;
    expect((await call('DELETE', `/api/studio/newsletter/campaigns/${c.id}`, admin.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/studio/newsletter/campaigns/${UNKNOWN}`, admin.headers)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/studio/newsletter/campaigns/not-an-id', admin.headers)).statusCode).toBe(400);
    expect((await audit()).length).toBe(entries);
  });

  it('refuses to send with nobody confirmed (409), then sends to confirmed only, once; a sent one cannot change', async () => {
    await subscriber('waiting@example.com', 'pending');
    await subscriber('left@example.com', 'unsubscribed');
    const c = await draft('Only the confirmed');
    const none = await call('POST', `/api/studio/newsletter/campaigns/${c.id}/send`, admin.headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(studioMailTexts.noConfirmedSubscribers);
    expect((await campaign(c.id)).status).toBe('draft');

    await subscriber('one@example.com', 'confirmed');
    await subscriber('two@example.com', 'confirmed');
    const sent = await call('POST', `/api/studio/newsletter/campaigns/${c.id}/send`, admin.headers);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(campaignResponseSchema.parse(sent.json()).campaign).toMatchObject({
      status: 'sending',
      sentByEmail: admin.email,
      progress: { total: 2 },
    });
    expect((await audit())[0]).toMatchObject({
      action: 'newsletter.send',
      targetId: c.id,
      before: { status: 'draft' },
      after: { status: 'sending', recipients: 2 },
    });
    await eventually(async () => expect((await campaign(c.id)).status).toBe('sent'), 15_000);
    expect((await campaign(c.id)).progress).toEqual({
      total: 2,
      queued: 0,
      sent: 2,
      failed: 0,
      bounced: 0,
      skipped: 0,
    });
    const mails = t.mailer.sent.filter((m) => m.subject === 'Only the confirmed');
    expect(mails.map((m) => m.to).sort()).toEqual(['one@example.com', 'two@example.com']);
    for (const m of mails) {
      expect(m.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/api\/newsletter\/unsubscribe\?token=[^>]+>$/);
      expect(m.text).toContain(m.headers?.['List-Unsubscribe']?.slice(1, -1));
    }
    // Each recipient has a link of their own.
    expect(new Set(mails.map((m) => m.headers?.['List-Unsubscribe'])).size).toBe(2);

    const entries = (await audit()).length;
    for (const [method, url] of [
      ['POST', `/api/studio/newsletter/campaigns/${c.id}/send`],
      ['PUT', `/api/studio/newsletter/campaigns/${c.id}`],
      ['DELETE', `/api/studio/newsletter/campaigns/${c.id}`],
    ] as const) {
      const res = await call(method, url, admin.headers, { subject: 'S', body: 'B' });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(studioMailTexts.campaignNotDraft);
    }
    expect((await audit()).length).toBe(entries);
    expect(t.mailer.sent.filter((m) => m.subject === 'Only the confirmed')).toHaveLength(2);
  });

  it('skips a subscriber who unsubscribes mid-campaign, retries a failed mail with backoff, counts a 5xx as bounced', async () => {
    const stays = await subscriber('stays@example.com', 'confirmed');
    const leaves = await subscriber('leaves@example.com', 'confirmed');
    await subscriber('bounces@example.com', 'confirmed');
    await subscriber('flaky@example.com', 'confirmed');
    const c = await draft('Mid-campaign');
    // Another process holds the campaign's lease (as one that died would): this one waits for it.
    await t.pool.query(`update newsletter_campaigns set sender_lease_until = now() + interval '1 hour' where id = $1`, [
      c.id,
    ]);
    const send = t.mailer.send.bind(t.mailer);
    let flakyTries = 0;
    t.mailer.send = async (message) => {
      if (message.to === 'bounces@example.com') {
        throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      }
      if (message.to === 'flaky@example.com' && flakyTries++ === 0) throw new Error('connection reset');
      return send(message);
    };
    try {
      expect((await call('POST', `/api/studio/newsletter/campaigns/${c.id}/send`, admin.headers)).statusCode).toBe(202);
      const unsubscribe = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${leaves.token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribe.statusCode, unsubscribe.body).toBe(200);
      await new Promise((r) => setTimeout(r, 1000));
      expect((await campaign(c.id)).progress).toMatchObject({ queued: 4, sent: 0 });
      // The lease runs out: the next job sends.
      await t.pool.query(`update newsletter_campaigns set sender_lease_until = null where id = $1`, [c.id]);
      await t.app.jobs.send(NEWSLETTER_QUEUE, { campaignId: c.id });
      // Queued while another lane still holds it, then queued again for later once its try failed.
      const flaky = async () =>
        (
          await t.pool.query(
            `select d.status, d.attempts, d.last_error, d.next_attempt_at > now() + interval '30 seconds' as later
             from newsletter_deliveries d join newsletter_subscribers s on s.id = d.subscriber_id
             where d.campaign_id = $1 and s.email = 'flaky@example.com'`,
            [c.id],
          )
        ).rows[0];
      await eventually(async () => {
        expect((await flaky()).attempts).toBe(1);
        expect((await campaign(c.id)).progress.queued).toBe(1);
      }, 15_000);
      expect(await flaky()).toMatchObject({
        status: 'queued',
        attempts: 1,
        last_error: 'connection reset',
        later: true,
      });
      expect((await campaign(c.id)).status).toBe('sending');
      // The retry's time comes: the queue's next job sends it.
      await t.pool.query(`update newsletter_deliveries set next_attempt_at = now() where campaign_id = $1`, [c.id]);
      await t.app.jobs.send(NEWSLETTER_QUEUE, { campaignId: c.id });
      await eventually(async () => expect((await campaign(c.id)).status).toBe('sent'), 15_000);
    } finally {
      t.mailer.send = send;
    }
    expect((await campaign(c.id)).progress).toEqual({
      total: 4,
      queued: 0,
      sent: 2,
      failed: 0,
      bounced: 1,
      skipped: 1,
    });
    const to = t.mailer.sent.filter((m) => m.subject === 'Mid-campaign').map((m) => m.to);
    expect(to.sort()).toEqual(['flaky@example.com', 'stays@example.com']);
    expect(stays.id).toBeTruthy();
  });

  it('one-click unsubscribe (RFC 8058): 200 for a known link, 404 for an unknown one, 400 without a token', async () => {
    const s = await subscriber('oneclick@example.com', 'confirmed');
    const post = (url: string, type = 'application/x-www-form-urlencoded') =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload: 'List-Unsubscribe=One-Click' });
    expect((await post(`/api/newsletter/unsubscribe?token=${s.token}`)).json()).toEqual({
      message: studioMailTexts.unsubscribed,
    });
    const { rows } = await t.pool.query(`select unsubscribed_at from newsletter_subscribers where id = $1`, [s.id]);
    expect(rows[0].unsubscribed_at).not.toBeNull();
    const unknown = await post('/api/newsletter/unsubscribe?token=nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(studioMailTexts.unsubscribeUnknown);
    expect((await post('/api/newsletter/unsubscribe')).statusCode).toBe(400);
    const multipart = await post(`/api/newsletter/unsubscribe?token=${s.token}`, 'multipart/form-data; boundary=x');
    expect(multipart.statusCode).toBe(200);
  });
});
