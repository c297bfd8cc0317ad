import {
  authTexts,
  auditResponseSchema,
  STAFF_INVITATION_HOURS,
  staffInvitationLookupSchema,
  staffResponseSchema,
  studioSupportTexts as texts,
} from '@studio/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { AppError } from '../../lib/app-error';
import { inLocale } from '../../lib/request-context';
import { bearer, GOOD_PASSWORD, OTHER_GOOD_PASSWORD, signIn, signUp, uniqueEmail } from '../../../test/auth';
import { createPasswordHasher } from '../auth/password-hasher';
import { staffService } from './staff.service';

const ADMIN_EMAIL = 'first-admin@picha.test';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('staff accounts: invitations and revoking admins (issue 14)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', ADMIN_EMAIL, ADMIN_PASSWORD: GOOD_PASSWORD });
    const res = await signIn(t.app, ADMIN_EMAIL, GOOD_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    admin = bearer(res.json().token);
    adminId = res.json().user.id;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const staff = async (headers = admin) =>
    staffResponseSchema.parse((await call('GET', '/api/studio/staff', headers)).json());
  const audit = async () => auditResponseSchema.parse((await call('GET', '/api/studio/audit', admin)).json()).data;
  const adminCount = async () =>
    (await t.pool.query(`select count(*)::int as n from users where role = 'admin'`)).rows[0].n as number;

  /** Invites `email` and returns the token from the e-mail's link. */
  const invite = async (email: string) => {
    const already = t.mailer.sent.length;
    const res = await call('POST', '/api/studio/staff/invitations', admin, { email });
    expect(res.statusCode, res.body).toBe(201);
    let token = '';
    await eventually(() => {
      const mail = t.mailer.sent.slice(already).find((m) => m.to === email.toLowerCase());
      expect(mail?.subject).toBe(texts.inviteMailSubject);
      const link = /(http\S+\/staff-invitation#)([\w-]+)/.exec(mail!.text);
      expect(link).not.toBeNull();
      token = link![2]!;
    }, 10_000);
    return { id: res.json().invitation.id as string, token };
  };
  const lookup = async (token: string) => call('POST', '/api/staff-invitations/lookup', {}, { token });

  it('lists the admins, the first one made from ADMIN_EMAIL at start', async () => {
    const list = await staff();
    expect(list.admins).toEqual([expect.objectContaining({ email: ADMIN_EMAIL, you: true })]);
    expect(list.invitations).toEqual([]);
  });

  it('an invitation: validated, mailed with a link, and turned into a new admin account once', async () => {
    for (const email of [undefined, '', 'not-an-address', 42])
      expect((await call('POST', '/api/studio/staff/invitations', admin, { email })).json().errors.email).toEqual([
        authTexts.emailInvalid,
      ]);
    const taken = await call('POST', '/api/studio/staff/invitations', admin, { email: ADMIN_EMAIL.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(texts.alreadyAdmin);

    const email = uniqueEmail('njeri');
    const first = await invite(email.toUpperCase());
    // Inviting again replaces the first link.
    const { token } = await invite(email);
    const stale = staffInvitationLookupSchema.parse((await lookup(first.token)).json());
    expect(stale).toMatchObject({ state: 'cancelled', message: texts.invitationCancelledMessage, email: null });
    const list = await staff();
    expect(list.invitations.map((i) => i.email)).toEqual([email]);
    const expires = new Date(list.invitations[0]!.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan((STAFF_INVITATION_HOURS - 0.1) * 3600_000);
    expect(expires).toBeLessThanOrEqual(STAFF_INVITATION_HOURS * 3600_000);

    // The token is stored as a hash only.
    const stored = await t.pool.query('select token_hash from staff_invitations');
    expect(stored.rows.some((r) => r.token_hash === token)).toBe(false);

    expect((await lookup('nope')).statusCode).toBe(404);
    expect((await lookup('nope')).json().message).toBe(texts.invitationUnknown);
    expect((await call('POST', '/api/staff-invitations/lookup', {}, {})).statusCode).toBe(400);
    expect(staffInvitationLookupSchema.parse((await lookup(token)).json())).toEqual({
      state: 'valid',
      message: texts.invitationFor({ email }),
      email,
      accountExists: false,
    });

    // Sign-up's password rules.
    const signup = (payload: object) => call('POST', '/api/staff-invitations/signup', {}, { token, ...payload });
    for (const [payload, field, message] of [
      [{ password: 'short', confirmPassword: 'short' }, 'password', authTexts.passwordMin],
      [{ password: 'alllowercase1', confirmPassword: 'alllowercase1' }, 'password', authTexts.passwordRule],
      [
        { password: GOOD_PASSWORD, confirmPassword: OTHER_GOOD_PASSWORD },
        'confirmPassword',
        authTexts.passwordsMismatch,
      ],
      [{ password: 'Password1', confirmPassword: 'Password1' }, 'password', authTexts.passwordTooCommon],
    ] as const) {
      const res = await signup(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], JSON.stringify(payload)).toEqual([message]);
    }
    expect(
      (
        await call(
          'POST',
          '/api/staff-invitations/signup',
          {},
          { token: 'nope', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
        )
      ).statusCode,
    ).toBe(404);

    const joined = await signup({ password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().user).toMatchObject({ email, role: 'admin' });
    expect(joined.headers['set-cookie']).toBeDefined();
    const newcomer = bearer(joined.json().token);
    expect((await call('GET', '/api/studio/overview', newcomer)).statusCode).toBe(200);

    // Used once.
    const reused = await signup({ password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(texts.invitationUsed);
    expect(staffInvitationLookupSchema.parse((await lookup(token)).json()).state).toBe('used');
    expect((await call('POST', '/api/staff-invitations/accept', newcomer, { token })).statusCode).toBe(409);
    expect(await adminCount()).toBe(2);

    // Revoke: their session stops granting admin at once.
    const newcomerId = joined.json().user.id as string;
    const revoked = await call('POST', `/api/studio/staff/${newcomerId}/revoke`, admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe(texts.revoked({ email }));
    expect((await call('GET', '/api/studio/overview', newcomer)).statusCode).toBe(403);
    expect((await call('POST', `/api/studio/staff/${newcomerId}/revoke`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/studio/staff/${UNKNOWN}/revoke`, admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/studio/staff/not-a-uuid/revoke', admin)).statusCode).toBe(400);

    // The last admin cannot go.
    const last = await call('POST', `/api/studio/staff/${adminId}/revoke`, admin);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(texts.lastAdmin);
    expect(await adminCount()).toBe(1);

    expect((await audit()).slice(0, 4).map((e) => e.action)).toEqual([
      'staff.revoke',
      'staff.accept',
      'staff.invite',
      'staff.invite',
    ]);
    expect((await audit())[0]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      before: { role: 'admin' },
      after: { role: 'client' },
    });
    expect((await audit())[1]).toMatchObject({ actorEmail: email, after: { role: 'admin', invitedBy: ADMIN_EMAIL } });
  });

  it('an existing account signs in and accepts; another account is refused', async () => {
    const existing = await signUp(t.app);
    const stranger = await signUp(t.app);
    const { token } = await invite(existing.email);
    expect(staffInvitationLookupSchema.parse((await lookup(token)).json())).toMatchObject({
      state: 'valid',
      accountExists: true,
    });
    const signup = await call(
      'POST',
      '/api/staff-invitations/signup',
      {},
      {
        token,
        password: OTHER_GOOD_PASSWORD,
        confirmPassword: OTHER_GOOD_PASSWORD,
      },
    );
    expect(signup.statusCode).toBe(409);
    expect(signup.json().message).toBe(texts.invitationAccountExists);
    expect((await call('POST', '/api/staff-invitations/accept', {}, { token })).statusCode).toBe(401);
    const wrong = await call('POST', '/api/staff-invitations/accept', bearer(stranger.token), { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(texts.invitationOtherAccount);
    expect(
      (await call('POST', '/api/staff-invitations/accept', bearer(existing.token), { token: 'nope' })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/studio/overview', bearer(existing.token))).statusCode).toBe(403);
    const accepted = await call('POST', '/api/staff-invitations/accept', bearer(existing.token), { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user.role).toBe('admin');
    expect((await call('GET', '/api/studio/overview', bearer(existing.token))).statusCode).toBe(200);
    await call('POST', `/api/studio/staff/${existing.user.id}/revoke`, admin);
  });

  it('an invitation expires after 48 hours (a controllable clock), and a pending one can be cancelled', async () => {
    const email = uniqueEmail('kamau');
    const { token, id } = await invite(email);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + STAFF_INVITATION_HOURS * 3600_000 - 60_000 });
    expect(staffInvitationLookupSchema.parse((await lookup(token)).json()).state).toBe('valid');
    vi.setSystemTime(start + STAFF_INVITATION_HOURS * 3600_000 + 1000);
    expect(staffInvitationLookupSchema.parse((await lookup(token)).json())).toMatchObject({
      state: 'expired',
      message: texts.invitationExpired,
    });
    const late = await call(
      'POST',
      '/api/staff-invitations/signup',
      {},
      {
        token,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
      },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(texts.invitationExpired);
    expect((await staff()).invitations.map((i) => i.email)).not.toContain(email);
    vi.useRealTimers();

    const other = await invite(uniqueEmail('otieno'));
    expect((await call('DELETE', `/api/studio/staff/invitations/${other.id}`, admin)).statusCode).toBe(200);
    expect(staffInvitationLookupSchema.parse((await lookup(other.token)).json()).state).toBe('cancelled');
    expect((await call('DELETE', `/api/studio/staff/invitations/${other.id}`, admin)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/studio/staff/invitations/${UNKNOWN}`, admin)).statusCode).toBe(404);
    expect((await audit())[0]).toMatchObject({ action: 'staff.invitation-cancel', targetId: other.id });
    expect(id).toBeTruthy();
  });

  it('an invitation is written in the invitee’s language, and its account reads the product in the language it was made in', async () => {
    const wrongLanguage = await call('POST', '/api/studio/staff/invitations', admin, {
      email: uniqueEmail('fr'),
      language: 'fr',
    });
    expect(wrongLanguage.statusCode).toBe(400);
    expect(Object.keys(wrongLanguage.json().errors)).toEqual(['language']);
    expect((await staff()).invitations.some((i) => i.email.startsWith('fr.'))).toBe(false);

    const mailTo = async (email: string) => {
      let found: (typeof t.mailer.sent)[number] | undefined;
      await eventually(() => {
        found = t.mailer.sent.find((m) => m.to === email);
        expect(found).toBeDefined();
      }, 10_000);
      return found!;
    };

    // No account: the language the inviter chose; its link opens the Kiswahili page.
    const email = uniqueEmail('wanjiku');
    expect((await call('POST', '/api/studio/staff/invitations', admin, { email, language: 'sw' })).statusCode).toBe(
      201,
    );
    const mail = await mailTo(email);
    expect(mail.subject).toBe(inLocale('sw', () => texts.inviteMailSubject));
    expect(mail.subject).not.toBe(texts.inviteMailSubject);
    const token = /\/sw\/staff-invitation#([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const made = await call(
      'POST',
      '/api/staff-invitations/signup',
      { 'accept-language': 'sw' },
      { token, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().user.language).toBe('sw');
    // Back to one admin for the test of revoking below.
    await t.pool.query(`update users set role = 'client' where id = $1`, [made.json().user.id]);

    // An account: its own language wins over the one asked for.
    const existing = await signUp(t.app);
    await t.pool.query(`update users set language = 'sw' where lower(email) = lower($1)`, [existing.email]);
    await call('POST', '/api/studio/staff/invitations', admin, { email: existing.email, language: 'en' });
    expect((await mailTo(existing.email.toLowerCase())).subject).toBe(inLocale('sw', () => texts.inviteMailSubject));
  });

  it('two revokes at once never leave the studio without an admin', async () => {
    const hasher = createPasswordHasher();
    const service = staffService({
      db: t.db,
      jobs: t.app.jobs,
      hasher,
      publicUrl: t.env.PUBLIC_URL,
    });
    for (let round = 0; round < 5; round++) {
      // Exactly two admins: the first, and a new one.
      const second = await signUp(t.app);
      await t.pool.query(`update users set role = 'admin' where id = $1`, [second.user.id]);
      expect(await adminCount()).toBe(2);
      const results = await Promise.allSettled([
        service.revoke({ id: second.user.id, email: second.email }, adminId),
        service.revoke({ id: adminId, email: ADMIN_EMAIL }, second.user.id),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(AppError);
      expect(refused.reason.message).toBe(texts.lastAdmin);
      expect(await adminCount()).toBe(1);
      // Put the first admin back for the next round.
      await t.pool.query(`update users set role = 'admin' where id = $1`, [adminId]);
      await t.pool.query(`update users set role = 'client' where id = $1`, [second.user.id]);
    }
    // Through HTTP too: whichever request comes second is refused (409, or 403 once its own role went).
    const second = await signUp(t.app);
    await t.pool.query(`update users set role = 'admin' where id = $1`, [second.user.id]);
    const statuses = (
      await Promise.all([
        call('POST', `/api/studio/staff/${adminId}/revoke`, bearer(second.token)),
        call('POST', `/api/studio/staff/${second.user.id}/revoke`, admin),
      ])
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409 || s === 403)).toHaveLength(1);
    expect(await adminCount()).toBe(1);
  });
});
