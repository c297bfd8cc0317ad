import { type Lead, leadsResponseSchema } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nairobiDay } from '../../lib/nairobi-day';
import { createPortfolio, signUpAs } from '../../../test/photographers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('leads: GET /api/photographers/me/leads(.csv) (issue 12)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUpAs>>;
  let portfolioId: string;
  let weddingPackage: string;
  let portraitPackage: string;
  const ids: Record<string, string> = {};
  const LONG = `We are planning a garden wedding in Karen for about 150 guests, with a first look, family portraits and the reception until late. ${'Details follow. '.repeat(20)}`;

  const request = async (
    key: string,
    values: {
      status: string;
      name: string;
      email?: string;
      createdAt: Date;
      eventDate?: string | null;
      packageId?: string | null;
      message?: string;
      portfolio?: string;
    },
  ) => {
    const { rows } = await t.pool.query(
      `insert into booking_requests (portfolio_id, client_name, client_email, client_phone, service, event_date, message, status, package_id, created_at)
       values ($1, $2, $3, '+254 722 000 111', 'Wedding', $4, $5, $6, $7, $8) returning id`,
      [
        values.portfolio ?? portfolioId,
        values.name,
        values.email ?? `${key}@example.com`,
        values.eventDate ?? null,
        values.message ?? `Inquiry from ${values.name}.`,
        values.status,
        values.packageId ?? null,
        values.createdAt,
      ],
    );
    ids[key] = rows[0].id;
    await t.pool.query(
      `insert into booking_events (booking_request_id, actor_role, from_status, to_status, created_at) values ($1, 'client', null, 'pending', $2)`,
      [rows[0].id, values.createdAt],
    );
    return rows[0].id as string;
  };
  const message = (key: string, author: 'client' | 'photographer', body: string, at: Date) =>
    t.pool.query(
      `insert into booking_messages (booking_request_id, author_role, body, created_at) values ($1, $2, $3, $4)`,
      [ids[key], author, body, at],
    );
  const move = (key: string, from: string, to: string, at: Date, actor = 'photographer') =>
    t.pool.query(
      `insert into booking_events (booking_request_id, actor_role, from_status, to_status, created_at) values ($1, $2, $3, $4, $5)`,
      [ids[key], actor, from, to, at],
    );

  const get = async (query = '', headers = owner.headers) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/photographers/me/leads${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return leadsResponseSchema.parse(res.json());
  };
  const byId = (leads: Lead[]) => new Map(leads.map((l) => [l.id, l]));

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    owner = await signUpAs(t.app, 'photographer');
    portfolioId = (await createPortfolio(t.app, owner.headers))._id;
    const pkg = async (title: string, position: number, portfolio = portfolioId, deleted = false) =>
      (
        await t.pool.query(
          `insert into packages (portfolio_id, title, description, price_kes, duration_value, duration_unit, deliverables, position, deleted_at)
           values ($1, $2, 'A day of photographs', 65000, 8, 'hours', '300 edited photos', $3, $4) returning id`,
          [portfolio, title, position, deleted ? new Date() : null],
        )
      ).rows[0].id as string;
    weddingPackage = await pkg('Full-day wedding', 0);
    portraitPackage = await pkg('Family portraits', 1);
    await pkg('Retired package', 2, portfolioId, true);

    // new: nobody has written since the inquiry, 3 days ago.
    await request('fresh', {
      status: 'pending',
      name: 'Wambũi Njoroge',
      createdAt: ago(3 * DAY),
      eventDate: '2026-12-12',
      packageId: weddingPackage,
      message: LONG,
    });
    // new as well: the client wrote twice more, the photographer never did.
    await request('nudging', {
      status: 'pending',
      name: 'Otieno Okoth',
      createdAt: ago(5 * DAY),
      eventDate: '2026-08-01',
    });
    await message('nudging', 'client', 'Hello? Are you free that day?', ago(1 * DAY));
    // in conversation, and the client wrote last: waiting since that message.
    await request('talking', {
      status: 'pending',
      name: 'Achieng Atieno',
      createdAt: ago(4 * DAY),
      eventDate: '2026-09-20',
      packageId: portraitPackage,
    });
    await message('talking', 'photographer', 'Yes, I am free. Where is it?', ago(3 * DAY));
    await message('talking', 'client', 'In Kisumu, by the lake.', ago(2 * DAY));
    // in conversation, the photographer wrote last: not waiting.
    await request('answered', {
      status: 'pending',
      name: 'Kamau Mwangi',
      createdAt: ago(4 * DAY),
      eventDate: '2026-10-10',
    });
    await message('answered', 'client', 'Can you do drone shots?', ago(3 * DAY));
    await message('answered', 'photographer', 'I can; the quote follows.', ago(2 * DAY));
    // accepted, and the photographer's answer was the last move: not waiting.
    await request('booked', {
      status: 'accepted',
      name: 'Njeri Kariuki',
      createdAt: ago(10 * DAY),
      eventDate: '2026-11-01',
    });
    await move('booked', 'pending', 'accepted', ago(9 * DAY));
    // accepted, then the client asked something: waiting since.
    await request('asking', {
      status: 'accepted',
      name: 'Mutua Musyoka',
      createdAt: ago(10 * DAY),
      eventDate: '2026-11-02',
    });
    await move('asking', 'pending', 'accepted', ago(9 * DAY));
    await message('asking', 'client', 'What should we wear?', ago(6 * HOUR));
    await request('legacy', {
      status: 'accepted',
      name: 'Halima Abdi',
      createdAt: ago(40 * DAY),
      eventDate: '2026-11-03',
    });
    await request('done', {
      status: 'completed',
      name: 'Chebet Langat',
      createdAt: ago(60 * DAY),
      eventDate: '2026-01-05',
    });
    await request('declined', { status: 'declined', name: 'Declan Were', createdAt: ago(20 * DAY), eventDate: null });
    await request('expired', { status: 'expired', name: 'Esther Wafula', createdAt: ago(30 * DAY) });
    await request('cancelled', { status: 'cancelled', name: 'Cynthia Achola', createdAt: ago(15 * DAY) });
    // Someone else's lead, with a name that matches the searches below: never shown.
    const other = await signUpAs(t.app, 'photographer');
    const otherPortfolio = (await createPortfolio(t.app, other.headers))._id;
    await request('foreign', {
      status: 'pending',
      name: 'Wambũi Foreign',
      createdAt: ago(DAY),
      eventDate: '2026-12-12',
      portfolio: otherPortfolio,
    });
  });
  afterAll(() => t.close());

  it('groups every request received by stage, with counts', async () => {
    const { leads, stages } = await get();
    const stageOf = Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, byId(leads).get(id)?.stage]));
    expect(stageOf).toEqual({
      fresh: 'new',
      nudging: 'new',
      talking: 'conversation',
      answered: 'conversation',
      booked: 'accepted',
      asking: 'accepted',
      legacy: 'accepted',
      done: 'completed',
      declined: 'lost',
      expired: 'lost',
      cancelled: 'lost',
      foreign: undefined,
    });
    expect(stages).toEqual([
      { stage: 'new', count: 2 },
      { stage: 'conversation', count: 2 },
      { stage: 'accepted', count: 3 },
      { stage: 'completed', count: 1 },
      { stage: 'lost', count: 3 },
    ]);
    expect(leads).toHaveLength(11);
  });

  it('shows client, package, date, the last message and how long the lead has waited', async () => {
    const leads = byId((await get()).leads);
    const fresh = leads.get(ids.fresh!)!;
    expect(fresh).toMatchObject({
      clientName: 'Wambũi Njoroge',
      clientEmail: 'fresh@example.com',
      package: { id: weddingPackage, title: 'Full-day wedding' },
      eventDate: '2026-12-12',
      status: 'pending',
    });
    // The inquiry is the last message before anyone writes, cut to about 140 characters at a word.
    expect(fresh.lastMessage.author).toBe('client');
    expect(fresh.lastMessage.at).toBe(fresh.createdAt);
    expect(Array.from(fresh.lastMessage.text).length).toBeLessThanOrEqual(140);
    expect(fresh.lastMessage.text.endsWith('…')).toBe(true);
    expect(LONG.startsWith(fresh.lastMessage.text.slice(0, -1))).toBe(true);
    expect(fresh.waitingSince).toBe(fresh.createdAt);

    const nudging = leads.get(ids.nudging!)!;
    expect(nudging.lastMessage).toMatchObject({ text: 'Hello? Are you free that day?', author: 'client' });
    expect(nudging.waitingSince).toBe(nudging.lastMessage.at);

    const talking = leads.get(ids.talking!)!;
    expect(talking.lastMessage).toMatchObject({ text: 'In Kisumu, by the lake.', author: 'client' });
    expect(Date.now() - Date.parse(talking.waitingSince!)).toBeGreaterThan(2 * DAY - HOUR);

    const answered = leads.get(ids.answered!)!;
    expect(answered.lastMessage).toMatchObject({ text: 'I can; the quote follows.', author: 'photographer' });
    expect(answered.package).toBeNull();
    expect(answered.waitingSince).toBeNull();

    expect(leads.get(ids.booked!)!.waitingSince).toBeNull();
    // Accepted without a recorded answer (older data): the acceptance answered the inquiry.
    expect(leads.get(ids.legacy!)!.waitingSince).toBeNull();
    const asking = leads.get(ids.asking!)!;
    expect(Date.now() - Date.parse(asking.waitingSince!)).toBeLessThan(7 * HOUR);
    for (const key of ['done', 'declined', 'expired', 'cancelled']) {
      expect(leads.get(ids[key]!)!.waitingSince, key).toBeNull();
    }
  });

  it('lists the packages for the filter, a deleted one only while a request refers to it', async () => {
    const { packages } = await get();
    expect(packages).toEqual([
      { id: weddingPackage, title: 'Full-day wedding' },
      { id: portraitPackage, title: 'Family portraits' },
    ]);
    await t.pool.query(`update packages set deleted_at = now() where id = $1`, [portraitPackage]);
    expect((await get()).packages.map((p) => p.title)).toEqual(['Full-day wedding', 'Family portraits']);
    await t.pool.query(`update packages set deleted_at = null where id = $1`, [portraitPackage]);
  });

  it('filters by stage, text, package and event date range', async () => {
    const keysOf = (leads: Lead[]) => {
      const back = new Map(Object.entries(ids).map(([k, id]) => [id, k]));
      return leads.map((l) => back.get(l.id)).sort();
    };
    expect(keysOf((await get('?stage=lost')).leads)).toEqual(['cancelled', 'declined', 'expired']);
    const conversation = await get('?stage=conversation');
    expect(keysOf(conversation.leads)).toEqual(['answered', 'talking']);
    // The counts stay those of every stage, so the tabs can show them.
    expect(conversation.stages.find((s) => s.stage === 'lost')!.count).toBe(3);
    // Text: the client's name, e-mail, the inquiry or any message; case does not matter.
    expect(keysOf((await get('?q=wamb%C5%A9i')).leads)).toEqual(['fresh']);
    expect(keysOf((await get('?q=NUDGING%40EXAMPLE')).leads)).toEqual(['nudging']);
    expect(keysOf((await get('?q=kisumu')).leads)).toEqual(['talking']);
    expect(keysOf((await get('?q=garden%20wedding')).leads)).toEqual(['fresh']);
    // % and _ are plain characters, not wildcards.
    expect((await get('?q=%25')).leads).toEqual([]);
    expect(keysOf((await get(`?package=${weddingPackage}`)).leads)).toEqual(['fresh']);
    expect((await get('?package=none')).leads).toHaveLength(9);
    expect(keysOf((await get('?from=2026-11-01&to=2026-11-30')).leads)).toEqual(['asking', 'booked', 'legacy']);
    expect(keysOf((await get('?from=2026-12-01')).leads)).toEqual(['fresh']);
    expect(keysOf((await get('?to=2026-01-31')).leads)).toEqual(['done']);
    expect(keysOf((await get('?stage=accepted&q=mutua&from=2026-11-02&to=2026-11-02')).leads)).toEqual(['asking']);
    // Empty values mean "any", as a form with empty fields sends them.
    expect((await get('?stage=&q=&package=&from=&to=')).leads).toHaveLength(11);
  });

  it('answers 400 with a clear message for bad filters', async () => {
    const bad = async (query: string, field: string, message: RegExp) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/photographers/me/leads${query}`,
        headers: owner.headers,
      });
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION');
      expect(body.errors[field]?.[0], query).toMatch(message);
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/photographers/me/leads.csv${query}`,
        headers: owner.headers,
      });
      expect(csv.statusCode, query).toBe(400);
    };
    await bad('?stage=won', 'stage', /new, conversation, accepted, completed or lost/);
    await bad('?from=2026-02-30', 'from', /YYYY-MM-DD/);
    await bad('?to=12/01/2026', 'to', /YYYY-MM-DD/);
    await bad('?from=2026-12-01&to=2026-11-01', 'to', /before/);
    await bad('?package=abc', 'package', /package id/);
    await bad(`?q=${'a'.repeat(101)}`, 'q', /at most 100/);
  });

  it('is for signed-in photographers only: 401 signed out, 403 for clients; others see only their own', async () => {
    for (const url of ['/api/photographers/me/leads', '/api/photographers/me/leads.csv']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      const client = await signUpAs(t.app, 'client');
      const res = await t.app.inject({ method: 'GET', url, headers: client.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only photographers have leads.');
    }
    // A photographer without a portfolio has no leads; the other photographer sees only theirs.
    const fresh = await signUpAs(t.app, 'photographer');
    const empty = await get('', fresh.headers);
    expect(empty.leads).toEqual([]);
    expect(empty.stages.every((s) => s.count === 0)).toBe(true);
    const { leads } = await get('?q=foreign');
    expect(leads).toEqual([]);
  });

  describe('CSV export', () => {
    const csv = (query = '') =>
      t.app.inject({ method: 'GET', url: `/api/photographers/me/leads.csv${query}`, headers: owner.headers });

    it('is a UTF-8 CSV with BOM and a header row, downloaded as leads-<day>.csv', async () => {
      const res = await csv();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="leads-${nairobiDay()}.csv"`);
      expect(res.headers['cache-control']).toBe('no-store');
      const bytes = res.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8').slice(1);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        'Stage,Status,Client name,Client e-mail,Client phone,Service,Package,Event date,Received,Last message,Last message by,Last message at,Waiting since,Waiting (hours)',
      );
      expect(lines.at(-1)).toBe('');
      expect(lines).toHaveLength(13);
      expect(text).toContain('Wambũi Njoroge');
      // The phone starts with + : a spreadsheet would read it as a formula.
      expect(text).toContain(",'+254 722 000 111,");
    });

    it('follows the same filters', async () => {
      const res = await csv('?stage=lost');
      const lines = res.rawPayload.toString('utf8').split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(4);
      expect(lines.slice(1).every((l) => l.startsWith('Lost,'))).toBe(true);
    });

    it('quotes what needs quoting and defuses formulas', async () => {
      await request('tricky', {
        status: 'pending',
        name: '=HYPERLINK("http://evil.example","Click")',
        email: '@evil@example.com',
        createdAt: ago(HOUR),
        message: 'Line one, with a comma\nand "quotes"',
      });
      await request('minus', { status: 'declined', name: '-2+3', createdAt: ago(HOUR) });
      const text = (await csv('?q=HYPERLINK')).rawPayload.toString('utf8');
      const row = text.split('\r\n')[1]!;
      expect(row).toContain(`New,pending,"'=HYPERLINK(""http://evil.example"",""Click"")",'@evil@example.com,`);
      // The snippet is on one line; a quote in it is doubled and the field quoted.
      expect(row).toContain('"Line one, with a comma and ""quotes"""');
      const minus = (await csv('?q=-2%2B3')).rawPayload.toString('utf8').split('\r\n')[1]!;
      expect(minus).toContain("Lost,declined,'-2+3,");
    });
  });
});
