import { notificationListSchema, notificationsMessages, notificationsTexts } from '@studio/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { chooseLanguage, signUpAs } from '../../../test/photographers';
import type { NewNotification } from './notifications.repository';

type Account = Awaited<ReturnType<typeof signUpAs>>;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('notifications (issue 12)', () => {
  let t: TestApp;
  let ann: Account;
  let ben: Account;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', JOBS_POLL_SECONDS: '0.5' });
    ann = await signUpAs(t.app, 'photographer');
    ben = await signUpAs(t.app, 'client');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.mailer.sent.length = 0;
  });

  const notify = async (rows: NewNotification[]) => {
    const created = await t.db.transaction((tx) => t.app.notifications.create(tx, rows));
    await t.app.notifications.dispatch(created);
    return created;
  };
  const note = (userId: string, title = 'New booking request from Achieng'): NewNotification => ({
    userId,
    kind: 'inquiry',
    title,
    body: 'Achieng asked about a wedding on 12 June.',
    link: '/photographer-dashboard/booking-requests',
  });
  const list = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return notificationListSchema.parse(res.json());
  };
  const read = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload: payload as object });

  it('lists only the caller’s own, newest first, with the unread count', async () => {
    await notify([note(ann.id, 'first')]);
    await notify([note(ann.id, 'second'), note(ben.id, 'for ben')]);
    const mine = await list(ann.headers);
    expect(mine.items.map((n) => n.title).slice(0, 2)).toEqual(['second', 'first']);
    expect(mine.items.every((n) => !n.read)).toBe(true);
    expect(mine.unreadCount).toBe(mine.items.length);
    expect((await list(ben.headers)).items.map((n) => n.title)).toEqual(['for ben']);
  });

  it('e-mails each one through the job queue, with a link to it', async () => {
    const [created] = await notify([note(ben.id, 'Your request was accepted')]);
    await eventually(async () => expect(await mailState(created!.id)).toBe('sent'), 10_000);
    const mail = t.mailer.sent.find((m) => m.subject === 'Your request was accepted')!;
    expect(mail.to).toBe(ben.email);
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}/photographer-dashboard/booking-requests`);
  });

  it("writes the e-mail in its recipient's language, whatever language the request that caused it was in", async () => {
    const kiswahili = await signUpAs(t.app, 'client');
    await chooseLanguage(t.app, kiswahili.headers, 'sw');
    const [created] = await notify([note(kiswahili.id, 'Ombi lako limekubaliwa')]);
    await eventually(async () => expect(await mailState(created!.id)).toBe('sent'), 10_000);
    const mail = t.mailer.sent.find((m) => m.to === kiswahili.email)!;
    const kiswahiliWords = notificationsMessages.texts('sw');
    expect(mail.text).toContain(kiswahiliWords.mailGreeting({ name: kiswahili.user.username }));
    expect(mail.text).toContain(kiswahiliWords.mailFooter);
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}/sw/photographer-dashboard/booking-requests`);
  });

  const mailState = async (id: string) =>
    (await t.pool.query<{ mail_state: string }>(`select mail_state from notifications where id = $1`, [id])).rows[0]!
      .mail_state;

  it('keeps an e-mail owed when sending fails (the queue retries it)', async () => {
    t.mailer.failNext(1, (m) => m.subject === 'Retried');
    const [created] = await notify([note(ben.id, 'Retried')]);
    await new Promise((r) => setTimeout(r, 2000));
    expect(t.mailer.sent.map((m) => m.subject)).not.toContain('Retried');
    expect(await mailState(created!.id)).toBe('pending');
  });

  it('sends, through the sweep, an e-mail whose job was lost', async () => {
    const [lost] = await t.db.transaction((tx) => t.app.notifications.create(tx, [note(ben.id, 'Lost job')]));
    // No dispatch: as if the process died after the commit.
    await t.app.notifications.sweep(new Date(Date.now() + 5 * 60_000));
    await eventually(async () => expect(await mailState(lost!.id)).toBe('sent'), 10_000);
    expect(t.mailer.sent.filter((m) => m.subject === 'Lost job')).toHaveLength(1);
  });

  it('marks some or all read; someone else’s ids change nothing', async () => {
    const [a1, a2] = await notify([note(ann.id, 'a1'), note(ann.id, 'a2')]);
    const [b1] = await notify([note(ben.id, 'b1')]);
    const before = (await list(ann.headers)).unreadCount;
    const res = await read(ann.headers, { ids: [a1!.id, b1!.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().unreadCount).toBe(before - 1);
    expect((await list(ben.headers)).items.find((n) => n.id === b1!.id)?.read).toBe(false);
    expect((await list(ann.headers, '?unread=1')).items.map((n) => n.id)).toContain(a2!.id);
    expect((await read(ann.headers, { all: true })).json().unreadCount).toBe(0);
    expect((await list(ann.headers, '?unread=1')).items).toEqual([]);
  });

  it('refuses bad bodies and callers without a session', async () => {
    for (const payload of [{}, { ids: [] }, { ids: ['nope'] }, { all: false }, { ids: [UNKNOWN_ID], all: true }]) {
      const res = await read(ann.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await read({}, { all: true })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications?unread=yes', headers: ann.headers })).statusCode,
    ).toBe(400);
  });

  it('e-mails only the kinds the user wants; in-app stays on', async () => {
    const prefs = await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: ben.headers });
    expect(prefs.json()).toEqual({
      inquiry: true,
      answer: true,
      message: true,
      expired: true,
      cancelled: true,
      completed: true,
      review: true,
      studio: true,
      payment: true,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: ben.headers,
      payload: { ...(prefs.json() as object), inquiry: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().inquiry).toBe(false);
    const [quiet] = await notify([note(ben.id, 'Quiet one')]);
    expect(quiet!.mailState).toBe('skipped');
    expect((await list(ben.headers)).items.map((n) => n.title)).toContain('Quiet one');

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: ben.headers,
      payload: { inquiry: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: ben.headers })).json()
        .inquiry,
    ).toBe(false);
    expect(notificationsTexts.preferencesInvalid).toBeTruthy();
  });
});
