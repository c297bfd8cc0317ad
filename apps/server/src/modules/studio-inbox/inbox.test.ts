import {
  auditResponseSchema,
  INBOX_REPLY_MAX,
  inboxListResponseSchema,
  inboxSummarySchema,
  inboxThreadSchema,
  studioMailMessages,
  studioMailTexts,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the studio console inbox (issue 14)', () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let photographer: Account;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(t.app, 'client');
    photographer = await signUpAs(t.app, 'photographer');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  /** A contact message as the public form stores it, `minutesAgo` old. */
  const message = async (name: string, email: string, text: string, minutesAgo = 0) => {
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into contact_messages (name, email, message, created_at, mailed_at)
       values ($1, $2, $3, now() - make_interval(mins => $4), now()) returning id`,
      [name, email, text, minutesAgo],
    );
    return rows[0]!.id;
  };
  const audit = async () =>
    auditResponseSchema.parse((await call('GET', '/api/studio/audit', admin.headers)).json()).data;
  const list = async (query = '') => {
    const res = await call('GET', `/api/studio/inbox${query}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return inboxListResponseSchema.parse(res.json());
  };

  it('refuses signed-out callers, clients and photographers on every inbox route', async () => {
    const id = await message('Nobody', 'nobody@example.com', 'Hello');
    const routes: [string, string, object?][] = [
      ['GET', '/api/studio/inbox'],
      ['GET', '/api/studio/inbox/summary'],
      ['GET', `/api/studio/inbox/${id}`],
      ['POST', `/api/studio/inbox/${id}/handled`, { handled: true }],
      ['POST', `/api/studio/inbox/${id}/archived`, { archived: true }],
      ['POST', `/api/studio/inbox/${id}/reply`, { text: 'Hi' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const [headers, status] of [
        [{}, 401],
        [client.headers, 403],
        [photographer.headers, 403],
      ] as const) {
        const res = await call(method as 'GET', url, headers, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    const thread = inboxThreadSchema.parse((await call('GET', `/api/studio/inbox/${id}`, admin.headers)).json());
    expect(thread.replies).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it('lists newest first, searches name, e-mail and text (wildcards literal), filters by state, pages', async () => {
    const older = await message('Achieng Odhiambo', 'achieng@example.co.ke', 'Wedding in Kisumu in June?', 30);
    const newer = await message('Baraka Mwangi', 'baraka@example.com', 'Do you rent the studio by the hour? 100%', 5);
    const page = await list('?state=all');
    const ids = page.data.map((m) => m.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect((await list('?q=achieng')).data.map((m) => m.id)).toEqual([older]);
    expect((await list('?q=BARAKA%40EXAMPLE')).data.map((m) => m.id)).toEqual([newer]);
    expect((await list('?q=kisumu')).data.map((m) => m.id)).toEqual([older]);
    expect((await list('?q=100%25')).data.map((m) => m.id)).toEqual([newer]);
    expect((await list('?q=%25')).data.map((m) => m.id)).toEqual([newer]);
    expect((await list('?q=_')).data).toEqual([]);
    expect(page.meta).toMatchObject({ page: 1, pageSize: 25 });
    for (const bad of ['?state=spam', '?page=0', '?page=x', `?q=${'a'.repeat(101)}`]) {
      const res = await call('GET', `/api/studio/inbox${bad}`, admin.headers);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('counts unread in the summary and marks a message read when opened', async () => {
    const id = await message('Chebet', 'chebet@example.com', 'Family portraits?');
    const before = inboxSummarySchema.parse((await call('GET', '/api/studio/inbox/summary', admin.headers)).json());
    const res = await call('GET', `/api/studio/inbox/${id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(inboxThreadSchema.parse(res.json()).message.readAt).not.toBeNull();
    const after = inboxSummarySchema.parse((await call('GET', '/api/studio/inbox/summary', admin.headers)).json());
    expect(after.unread).toBe(before.unread - 1);
    expect((await list()).unread).toBe(after.unread);
    expect((await call('GET', `/api/studio/inbox/${UNKNOWN}`, admin.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/studio/inbox/not-a-uuid', admin.headers)).statusCode).toBe(400);
  });

  it('marks handled and reopens, archives and unarchives, each change audited once', async () => {
    const id = await message('Daudi Kiprop', 'daudi@example.com', 'Prices for a corporate shoot?');
    const handled = await call('POST', `/api/studio/inbox/${id}/handled`, admin.headers, { handled: true });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(inboxThreadSchema.parse(handled.json()).message.handledAt).not.toBeNull();
    expect((await list('?state=handled')).data.map((m) => m.id)).toContain(id);
    expect((await list('?state=open')).data.map((m) => m.id)).not.toContain(id);
    // The same state again changes nothing and logs nothing.
    const entries = (await audit()).length;
    expect((await call('POST', `/api/studio/inbox/${id}/handled`, admin.headers, { handled: true })).statusCode).toBe(
      200,
    );
    expect((await audit()).length).toBe(entries);
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'inbox.handle',
      actorEmail: admin.email,
      targetType: 'contact_message',
      targetId: id,
      before: { handled: false, archived: false },
      after: { handled: true, archived: false },
    });

    const reopened = await call('POST', `/api/studio/inbox/${id}/handled`, admin.headers, { handled: false });
    expect(inboxThreadSchema.parse(reopened.json()).message.handledAt).toBeNull();
    expect((await audit())[0]).toMatchObject({ action: 'inbox.reopen', targetId: id });

    const archived = await call('POST', `/api/studio/inbox/${id}/archived`, admin.headers, { archived: true });
    expect(inboxThreadSchema.parse(archived.json()).message.archivedAt).not.toBeNull();
    expect((await list('?state=archived')).data.map((m) => m.id)).toContain(id);
    expect((await list('?state=open')).data.map((m) => m.id)).not.toContain(id);
    expect((await audit())[0]).toMatchObject({ action: 'inbox.archive', targetId: id });
    await call('POST', `/api/studio/inbox/${id}/archived`, admin.headers, { archived: false });
    expect((await audit())[0]).toMatchObject({ action: 'inbox.unarchive', targetId: id });
    expect((await list('?state=open')).data.map((m) => m.id)).toContain(id);
  });

  it('refuses bad changes with 400 naming the field, unknown messages with 404, and changes nothing', async () => {
    const id = await message('Esther', 'esther@example.com', 'Hello');
    const entries = (await audit()).length;
    const cases: [string, unknown, string][] = [
      ['handled', { handled: 'yes' }, 'handled'],
      ['handled', {}, 'handled'],
      ['archived', { archived: 1 }, 'archived'],
      ['archived', null, ''],
      ['reply', { text: '' }, 'text'],
      ['reply', { text: '   ' }, 'text'],
      ['reply', { text: 42 }, 'text'],
      ['reply', {}, 'text'],
      ['reply', { text: 'x'.repeat(INBOX_REPLY_MAX + 1) }, 'text'],
    ];
    for (const [action, payload, field] of cases) {
      const res = await call('POST', `/api/studio/inbox/${id}/${action}`, admin.headers, payload ?? undefined);
      expect(res.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
      if (field) expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    }
    const tooLong = await call('POST', `/api/studio/inbox/${id}/reply`, admin.headers, {
      text: 'x'.repeat(INBOX_REPLY_MAX + 1),
    });
    expect(tooLong.json().errors.text).toEqual([studioMailTexts.replyTooLong({ max: INBOX_REPLY_MAX })]);
    for (const [action, payload] of [
      ['handled', { handled: true }],
      ['archived', { archived: true }],
      ['reply', { text: 'Hello' }],
    ] as const) {
      const res = await call('POST', `/api/studio/inbox/${UNKNOWN}/${action}`, admin.headers, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(studioMailTexts.messageNotFound);
    }
    expect((await audit()).length).toBe(entries);
    const thread = inboxThreadSchema.parse((await call('GET', `/api/studio/inbox/${id}`, admin.headers)).json());
    expect(thread.replies).toEqual([]);
    expect(thread.message.handledAt).toBeNull();
  });

  it('answers by e-mail through the queue: stored with who and when, shown in the thread, marked handled, audited', async () => {
    const id = await message('Faith Njeri', 'faith@example.com', 'Can you shoot our wedding on 12 June?');
    const res = await call('POST', `/api/studio/inbox/${id}/reply`, admin.headers, {
      text: '  Hello Faith,\n\nYes, 12 June is free.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const thread = inboxThreadSchema.parse(res.json());
    expect(thread.replies).toHaveLength(1);
    expect(thread.replies[0]).toMatchObject({
      authorEmail: admin.email,
      body: 'Hello Faith,\n\nYes, 12 June is free.',
    });
    expect(thread.message.handledAt).not.toBeNull();
    expect(thread.message.replyCount).toBe(1);
    await eventually(() => expect(t.mailer.sent.find((m) => m.to === 'faith@example.com')).toBeTruthy(), 10_000);
    const mail = t.mailer.sent.find((m) => m.to === 'faith@example.com')!;
    expect(mail.replyTo).toBe(t.env.STUDIO_INBOX_EMAIL);
    expect(mail.text).toContain('Yes, 12 June is free.');
    expect(mail.text).toContain('Can you shoot our wedding on 12 June?');
    expect((await audit())[0]).toMatchObject({
      action: 'inbox.reply',
      targetId: id,
      after: { handled: true, reply: { text: 'Hello Faith,\n\nYes, 12 June is free.' } },
    });
    const again = inboxThreadSchema.parse((await call('GET', `/api/studio/inbox/${id}`, admin.headers)).json());
    expect(again.replies.map((r) => r.body)).toEqual(['Hello Faith,\n\nYes, 12 June is free.']);
  });

  it('frames the answer in the language of the page the message was sent from', async () => {
    await studioMailMessages.load('sw');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'sw' },
      payload: { name: 'Baraka Mwangi', email: 'baraka.sw@example.com', message: 'Mnapiga picha za harusi Mombasa?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const listed = (await list('?q=baraka.sw')).data[0]!;
    expect(listed.language).toBe('sw');
    const res = await call('POST', `/api/studio/inbox/${listed.id}/reply`, admin.headers, {
      text: 'Ndiyo, tunafika Mombasa.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = () => t.mailer.sent.find((m) => m.to === 'baraka.sw@example.com' && m.text.includes('Ndiyo'));
    await eventually(() => expect(mail()).toBeTruthy(), 10_000);
    const sw = studioMailMessages.texts('sw');
    expect(mail()!.subject).toBe(sw.replySubject({ name: 'Baraka Mwangi' }));
    expect(mail()!.text).toContain(sw.replyFooter({ studio: 'Picha Studio' }));
  });
});
