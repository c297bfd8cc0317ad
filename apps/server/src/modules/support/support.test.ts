import {
  auditResponseSchema,
  HELP_BODY_MAX,
  HELP_TITLE_MAX,
  helpArticleSchema,
  helpArticlesResponseSchema,
  paths,
  studioHelpArticleResponseSchema,
  studioHelpArticlesResponseSchema,
  studioSupportTexts as texts,
  studioSupportTicketResponseSchema,
  studioSupportTicketsResponseSchema,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { chooseLanguage, createPortfolio, signUpAs } from '../../../test/photographers';
import { supportService } from './support.service';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('support: help articles and tickets (issue 14)', () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let photographer: Account;
  let other: Account;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    client = await signUpAs(t.app, 'client');
    photographer = await signUpAs(t.app, 'photographer');
    await createPortfolio(t.app, photographer.headers);
    other = await signUpAs(t.app, 'photographer');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const audit = async () =>
    auditResponseSchema.parse((await call('GET', '/api/studio/audit', admin.headers)).json()).data;
  const auditCount = async () => (await t.pool.query('select count(*)::int as n from audit_log')).rows[0].n as number;

  it('the photographer side answers 401 signed out and 403 to a client and an admin', async () => {
    const id = UNKNOWN;
    for (const [method, url] of [
      ['GET', '/api/support/articles'],
      ['GET', `/api/support/articles/${id}`],
      ['GET', '/api/support/tickets'],
      ['POST', '/api/support/tickets'],
      ['POST', `/api/support/tickets/${id}/messages`],
    ] as const) {
      expect((await call(method, url, {}, {})).statusCode, url).toBe(401);
      expect((await call(method, url, client.headers, {})).statusCode, url).toBe(403);
      expect((await call(method, url, admin.headers, {})).statusCode, url).toBe(403);
    }
  });

  it('help articles: the console writes, validates, publishes, orders and deletes; photographers read only published ones, rendered safely', async () => {
    // Validation: each field named, nothing stored.
    const bad = await call('POST', '/api/studio/help-articles', admin.headers, {});
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['body', 'status', 'title']);
    for (const [payload, field, message] of [
      [{ title: '  ', body: 'x', status: 'draft' }, 'title', texts.titleRequired],
      [
        { title: 'x'.repeat(HELP_TITLE_MAX + 1), body: 'x', status: 'draft' },
        'title',
        texts.titleTooLong({ max: HELP_TITLE_MAX }),
      ],
      [{ title: 'T', body: ' ', status: 'draft' }, 'body', texts.bodyRequired],
      [
        { title: 'T', body: 'x'.repeat(HELP_BODY_MAX + 1), status: 'draft' },
        'body',
        texts.bodyTooLong({ max: HELP_BODY_MAX }),
      ],
      [{ title: 'T', body: 'x', status: 'live' }, 'status', texts.statusInvalid],
      [{ title: 42, body: 'x', status: 'draft' }, 'title', texts.titleRequired],
    ] as const) {
      const res = await call('POST', '/api/studio/help-articles', admin.headers, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect(await auditCount()).toBe(0);

    const create = async (title: string, body: string, status: 'draft' | 'published') => {
      const res = await call('POST', '/api/studio/help-articles', admin.headers, { title, body, status });
      expect(res.statusCode, res.body).toBe(201);
      return studioHelpArticleResponseSchema.parse(res.json()).article;
    };
    const payouts = await create(
      'How payouts work',
      '**Payouts** go out on Fridays. <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
      'published',
    );
    const draft = await create('Upcoming: video reels', 'Not ready yet.', 'draft');
    const portfolio = await create('  Your portfolio  ', 'Upload up to 30 images.', 'published');
    expect(portfolio.title).toBe('Your portfolio');
    expect(payouts.html).toContain('<strong>Payouts</strong>');
    // Raw HTML is shown as text, and a javascript: link is no link.
    expect(payouts.html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(payouts.html).toContain('&lt;script&gt;');

    // The photographer sees the published ones, in order, and can search them.
    const list = helpArticlesResponseSchema.parse(
      (await call('GET', '/api/support/articles', photographer.headers)).json(),
    );
    expect(list.data.map((a) => a.title)).toEqual(['How payouts work', 'Your portfolio']);
    expect(list.data[0]!.excerpt).toContain('Payouts go out on Fridays.');
    // A list's items, a heading and its paragraph do not run together in an excerpt.
    const listed = await create('Lists', '## Ways to be paid\nChoose one:\n\n- M-Pesa\n- Bank', 'published');
    expect(
      helpArticlesResponseSchema
        .parse((await call('GET', '/api/support/articles', photographer.headers)).json())
        .data.find((a) => a.id === listed.id)?.excerpt,
    ).toBe('Ways to be paid. Choose one: M-Pesa. Bank.');
    expect((await call('DELETE', `/api/studio/help-articles/${listed.id}`, admin.headers)).statusCode).toBe(200);
    const found = helpArticlesResponseSchema.parse(
      (await call('GET', '/api/support/articles?q=FRIDAY', photographer.headers)).json(),
    );
    expect(found.data.map((a) => a.id)).toEqual([payouts.id]);
    expect(
      helpArticlesResponseSchema.parse((await call('GET', '/api/support/articles?q=%25', photographer.headers)).json())
        .data,
    ).toEqual([]);
    expect((await call('GET', `/api/support/articles?q=${'x'.repeat(101)}`, photographer.headers)).statusCode).toBe(
      400,
    );
    const one = await call('GET', `/api/support/articles/${payouts.id}`, photographer.headers);
    expect(helpArticleSchema.parse(one.json()).html).not.toMatch(/<script/);
    expect(one.headers['cache-control']).toBe('no-store');
    expect((await call('GET', `/api/support/articles/${draft.id}`, photographer.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/support/articles/${UNKNOWN}`, photographer.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/support/articles/not-a-uuid', photographer.headers)).statusCode).toBe(400);

    // Publish the draft, reorder, and the photographer sees it at once.
    const edited = await call('PUT', `/api/studio/help-articles/${draft.id}`, admin.headers, {
      title: 'Video reels',
      body: 'Upload one video.',
      status: 'published',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      (
        await call('PUT', `/api/studio/help-articles/${UNKNOWN}`, admin.headers, {
          title: 'a',
          body: 'b',
          status: 'draft',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('PUT', `/api/studio/help-articles/${draft.id}`, admin.headers, {
          title: '',
          body: 'b',
          status: 'draft',
        })
      ).statusCode,
    ).toBe(400);
    for (const ids of [
      [draft.id, payouts.id],
      [draft.id, payouts.id, payouts.id],
      [draft.id, payouts.id, UNKNOWN],
      ['x'],
      'no',
    ]) {
      const res = await call('PUT', '/api/studio/help-articles/order', admin.headers, { ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json().errors.ids?.[0] ?? res.json().errors['ids.0']?.[0]).toBe(texts.orderInvalid);
    }
    const ordered = await call('PUT', '/api/studio/help-articles/order', admin.headers, {
      ids: [draft.id, portfolio.id, payouts.id],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(studioHelpArticlesResponseSchema.parse(ordered.json()).data.map((a) => a.title)).toEqual([
      'Video reels',
      'Your portfolio',
      'How payouts work',
    ]);
    expect(
      helpArticlesResponseSchema
        .parse((await call('GET', '/api/support/articles', photographer.headers)).json())
        .data.map((a) => a.title),
    ).toEqual(['Video reels', 'Your portfolio', 'How payouts work']);

    const removed = await call('DELETE', `/api/studio/help-articles/${portfolio.id}`, admin.headers);
    expect(removed.statusCode).toBe(200);
    expect((await call('DELETE', `/api/studio/help-articles/${portfolio.id}`, admin.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/support/articles/${portfolio.id}`, photographer.headers)).statusCode).toBe(404);
    const all = studioHelpArticlesResponseSchema.parse(
      (await call('GET', '/api/studio/help-articles', admin.headers)).json(),
    );
    expect(all.data.map((a) => a.status)).toEqual(['published', 'published']);

    expect((await audit()).map((e) => e.action)).toEqual([
      'help-article.delete',
      'help-article.reorder',
      'help-article.update',
      'help-article.delete',
      'help-article.create',
      'help-article.create',
      'help-article.create',
      'help-article.create',
    ]);
    expect((await audit())[2]).toMatchObject({
      actorEmail: admin.email,
      targetId: draft.id,
      before: { status: 'draft', title: 'Upcoming: video reels' },
      after: { status: 'published', title: 'Video reels' },
    });
  });

  it('tickets: opened by a photographer, answered by e-mail and in-app, followed up, closed and reopened; others get 404', async () => {
    // Validation
    const empty = await call('POST', '/api/support/tickets', photographer.headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ subject: [texts.subjectRequired], message: [texts.messageRequired] });
    for (const [payload, field, message] of [
      [
        { subject: 'x'.repeat(SUPPORT_SUBJECT_MAX + 1), message: 'm' },
        'subject',
        texts.subjectTooLong({ max: SUPPORT_SUBJECT_MAX }),
      ],
      [
        { subject: 's', message: 'm'.repeat(SUPPORT_MESSAGE_MAX + 1) },
        'message',
        texts.messageTooLong({ max: SUPPORT_MESSAGE_MAX }),
      ],
      [{ subject: '   ', message: 'm' }, 'subject', texts.subjectRequired],
      [{ subject: 's', message: ['m'] }, 'message', texts.messageRequired],
    ] as const) {
      const res = await call('POST', '/api/support/tickets', photographer.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect((await t.pool.query('select count(*)::int as n from support_tickets')).rows[0].n).toBe(0);

    const opened = await call('POST', '/api/support/tickets', photographer.headers, {
      subject: ' My payout is late ',
      message: 'It was due on Friday.',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const ticket = supportTicketResponseSchema.parse(opened.json()).ticket;
    expect(ticket).toMatchObject({ subject: 'My payout is late', state: 'open' });
    expect(ticket.messages.map((m) => [m.author, m.body])).toEqual([['photographer', 'It was due on Friday.']]);

    // Only its owner sees it.
    expect(
      supportTicketsResponseSchema.parse((await call('GET', '/api/support/tickets', other.headers)).json()).data,
    ).toEqual([]);
    expect(
      (await call('POST', `/api/support/tickets/${ticket.id}/messages`, other.headers, { message: 'Me too' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/support/tickets/${UNKNOWN}/messages`, photographer.headers, { message: 'Hi' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/support/tickets/${ticket.id}/messages`, photographer.headers, { message: '' }))
        .statusCode,
    ).toBe(400);

    // The console's inbox, filtered.
    const inbox = studioSupportTicketsResponseSchema.parse(
      (await call('GET', '/api/studio/support/tickets?state=open', admin.headers)).json(),
    );
    expect(inbox.data.map((x) => x.id)).toEqual([ticket.id]);
    expect(inbox.data[0]!.photographer).toMatchObject({
      id: photographer.id,
      email: photographer.email,
      name: 'Wanjiku Kamau',
    });
    expect(
      studioSupportTicketsResponseSchema.parse(
        (await call('GET', '/api/studio/support/tickets?state=closed', admin.headers)).json(),
      ).data,
    ).toEqual([]);
    expect((await call('GET', '/api/studio/support/tickets?state=pending', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', '/api/studio/support/tickets?page=0', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', `/api/studio/support/tickets/${UNKNOWN}`, admin.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/studio/support/tickets/${ticket.id}`, admin.headers)).statusCode).toBe(200);

    // The answer: stored, e-mailed through the queue, told in-app, audited.
    const before = await auditCount();
    expect(
      (await call('POST', `/api/studio/support/tickets/${ticket.id}/answer`, admin.headers, { message: ' ' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/studio/support/tickets/${UNKNOWN}/answer`, admin.headers, { message: 'Hi' }))
        .statusCode,
    ).toBe(404);
    expect(await auditCount()).toBe(before);
    const answer = 'It went out this morning; M-Pesa takes up to a day.';
    const answered = await call('POST', `/api/studio/support/tickets/${ticket.id}/answer`, admin.headers, {
      message: answer,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(studioSupportTicketResponseSchema.parse(answered.json()).ticket).toMatchObject({ state: 'answered' });
    await eventually(() => {
      const mail = t.mailer.sent.find(
        (m) => m.to === photographer.email && m.subject === texts.answerMailSubject({ subject: 'My payout is late' }),
      );
      expect(mail?.text).toContain(answer);
      expect(mail?.text).toContain(paths.photographerSupport);
    }, 10_000);
    const told = await t.pool.query('select kind, title, link, mail_state from notifications where user_id = $1', [
      photographer.id,
    ]);
    expect(told.rows).toEqual([
      {
        kind: 'studio',
        title: texts.answerNoticeTitle({ subject: 'My payout is late' }),
        link: paths.photographerSupport,
        mail_state: 'skipped',
      },
    ]);
    const mine = supportTicketsResponseSchema.parse(
      (await call('GET', '/api/support/tickets', photographer.headers)).json(),
    );
    expect(mine.data[0]).toMatchObject({ id: ticket.id, state: 'answered' });
    expect(mine.data[0]!.messages.map((m) => m.author)).toEqual(['photographer', 'studio']);

    // A follow-up opens it again.
    const followed = await call('POST', `/api/support/tickets/${ticket.id}/messages`, photographer.headers, {
      message: 'Got it, thanks!',
    });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(supportTicketResponseSchema.parse(followed.json()).ticket.state).toBe('open');

    // Close and reopen, each once.
    expect((await call('POST', `/api/studio/support/tickets/${ticket.id}/reopen`, admin.headers)).statusCode).toBe(409);
    const closed = await call('POST', `/api/studio/support/tickets/${ticket.id}/close`, admin.headers);
    expect(studioSupportTicketResponseSchema.parse(closed.json()).ticket.state).toBe('closed');
    const again = await call('POST', `/api/studio/support/tickets/${ticket.id}/close`, admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(texts.ticketAlreadyClosed);
    const late = await call('POST', `/api/studio/support/tickets/${ticket.id}/answer`, admin.headers, {
      message: 'More',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(texts.ticketClosed);
    const lateFollowUp = await call('POST', `/api/support/tickets/${ticket.id}/messages`, photographer.headers, {
      message: 'One more thing',
    });
    expect(lateFollowUp.statusCode).toBe(409);
    expect(lateFollowUp.json().message).toBe(texts.ticketClosedForYou);
    const reopened = await call('POST', `/api/studio/support/tickets/${ticket.id}/reopen`, admin.headers);
    expect(studioSupportTicketResponseSchema.parse(reopened.json()).ticket.state).toBe('open');
    for (const action of ['close', 'reopen'])
      expect((await call('POST', `/api/studio/support/tickets/${UNKNOWN}/${action}`, admin.headers)).statusCode).toBe(
        404,
      );

    const entries = await audit();
    expect(entries.slice(0, 3).map((e) => e.action)).toEqual(['support.reopen', 'support.close', 'support.answer']);
    expect(entries[2]).toMatchObject({
      actorEmail: admin.email,
      targetType: 'support-ticket',
      targetId: ticket.id,
      before: { state: 'open' },
      after: { state: 'answered', answer },
    });
  });

  it("an answer's e-mail is owed by its row: a lost job is found by the sweep, and given up after a day", async () => {
    const ticket = supportTicketResponseSchema.parse(
      (
        await call('POST', '/api/support/tickets', photographer.headers, { subject: 'Lost mail', message: 'Hello?' })
      ).json(),
    ).ticket;
    // As if the process died between the commit and the queue: an owed answer with no job.
    const insert = (body: string, minutesAgo: number) =>
      t.pool.query(
        `insert into support_messages (ticket_id, author, author_user_id, body, mail_state, created_at)
         values ($1, 'studio', $2, $3, 'pending', now() - make_interval(mins => $4)) returning id`,
        [ticket.id, admin.id, body, minutesAgo],
      );
    const lost = (await insert('Found by the sweep.', 5)).rows[0].id as string;
    const stale = (await insert('Too old to send.', 25 * 60)).rows[0].id as string;
    const fresh = (await insert('Its job may still run.', 0)).rows[0].id as string;
    const service = supportService({
      db: t.db,
      jobs: t.app.jobs,
      mailer: t.mailer,
      notifications: t.app.notifications,
      publicUrl: t.env.PUBLIC_URL,
      log: { error() {} },
    });
    await service.sweep();
    await eventually(() => {
      expect(t.mailer.sent.some((m) => m.to === photographer.email && m.text.includes('Found by the sweep.'))).toBe(
        true,
      );
    }, 10_000);
    const states = async () =>
      Object.fromEntries(
        (await t.pool.query('select id, mail_state from support_messages where ticket_id = $1', [ticket.id])).rows.map(
          (r) => [r.id, r.mail_state],
        ),
      );
    await eventually(async () => expect((await states())[lost]).toBe('sent'), 10_000);
    expect((await states())[stale]).toBe('failed');
    expect((await states())[fresh]).toBe('pending');
    expect(t.mailer.sent.some((m) => m.text.includes('Too old to send.'))).toBe(false);
    // The photographer's own messages owe no e-mail.
    expect(Object.values(await states()).filter((s) => s === 'skipped')).toHaveLength(1);
  });

  it('answers a photographer who reads Kiswahili in Kiswahili, e-mail and notice, whatever language the console writes in', async () => {
    const swahili = await signUpAs(t.app, 'photographer');
    await createPortfolio(t.app, swahili.headers);
    await chooseLanguage(t.app, swahili.headers, 'sw');
    const ticket = supportTicketResponseSchema.parse(
      (
        await call('POST', '/api/support/tickets', swahili.headers, { subject: 'Malipo yangu', message: 'Yako wapi?' })
      ).json(),
    ).ticket;
    const answered = await call(
      'POST',
      `/api/studio/support/tickets/${ticket.id}/answer`,
      { ...admin.headers, 'accept-language': 'en' },
      { message: 'They went out today.' },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    await eventually(() => expect(t.mailer.sent.some((m) => m.to === swahili.email)).toBe(true), 10_000);
    const mail = t.mailer.sent.find((m) => m.to === swahili.email)!;
    expect(mail.subject).toBe('Re: Malipo yangu');
    expect(mail.text).toContain('Habari ');
    expect(mail.text).toContain('Studio imejibu tiketi yako ya msaada:');
    expect(mail.text).toContain('They went out today.');
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}/sw${paths.photographerSupport}`);
    expect(mail.text).not.toContain('answered your support ticket');
    const told = await t.pool.query('select title, body from notifications where user_id = $1', [swahili.id]);
    expect(told.rows).toEqual([
      { title: 'Studio imejibu: Malipo yangu', body: 'Soma jibu kwenye ukurasa wako wa Msaada.' },
    ]);
  });
});
