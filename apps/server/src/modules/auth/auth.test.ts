import {
  accountTexts,
  authMessages,
  authTexts,
  OTP_MAX_PER_HOUR,
  resetPasswordRequestSchema,
  SIGN_IN_MAX_FAILURES,
  signinRequestSchema,
  signupRequestSchema,
} from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import {
  bearer,
  GOOD_PASSWORD,
  me,
  OTHER_GOOD_PASSWORD,
  SAME_ORIGIN,
  sessionCookie,
  signIn,
  signUp,
  uniqueEmail,
} from '../../../test/auth';
import { chooseLanguage } from '../../../test/photographers';
import { SESSION_COOKIE } from '../../lib/session-cookie';

describe('accounts: sign-up, sign-in, sessions, password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.mailer.sent.length = 0;
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const userCount = async () =>
    Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0]?.n);
  const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

  /**
   * The reset codes mailed to one address. Notices are queued (ADR 0016) and may arrive during a
   * later test, so counts look at one address and one kind of mail, never at the whole outbox.
   */
  const codesTo = (email: string) =>
    t.mailer.sent.filter((m) => m.to === email && m.subject === 'Your Picha Studio password reset code');

  async function requestCode(email: string) {
    const before = codesTo(email).length;
    const res = await post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    await eventually(() => expect(codesTo(email).length).toBe(before + 1));
    return codeFrom(codesTo(email).at(-1)!.text)!;
  }

  describe('validation: every message of SPEC 5 and D10, the same on the client and the server', () => {
    const NAME = 'Wanjiru Kamau';
    /** docs/rules/accounts-and-auth.md#passwords as amended: 128 characters with every character rule met. */
    const LONGEST_PASSWORD = `Kilimanjaro7${'x'.repeat(116)}`;
    const signupCases: [string, Record<string, unknown>, string, string][] = [
      [
        'a malformed e-mail',
        { name: NAME, email: 'wanjiru@', password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'email',
        authTexts.emailInvalid,
      ],
      [
        'an e-mail without a dot',
        { name: NAME, email: 'a@b', password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'email',
        authTexts.emailInvalid,
      ],
      [
        'an empty e-mail',
        { name: NAME, email: '', password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'email',
        authTexts.emailInvalid,
      ],
      [
        'a missing e-mail',
        { name: NAME, password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'email',
        authTexts.emailInvalid,
      ],
      [
        'an e-mail that is a number',
        { name: NAME, email: 42, password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'email',
        authTexts.emailInvalid,
      ],
      [
        'an empty password',
        { name: NAME, email: 'a@b.co', password: '', confirmPassword: '' },
        'password',
        authTexts.passwordMin,
      ],
      [
        'a 5-character password',
        { name: NAME, email: 'a@b.co', password: 'Abc12', confirmPassword: 'Abc12' },
        'password',
        authTexts.passwordMin,
      ],
      [
        'no upper-case letter',
        { name: NAME, email: 'a@b.co', password: 'abcdef12', confirmPassword: 'abcdef12' },
        'password',
        authTexts.passwordRule,
      ],
      [
        'no lower-case letter',
        { name: NAME, email: 'a@b.co', password: 'ABCDEF12', confirmPassword: 'ABCDEF12' },
        'password',
        authTexts.passwordRule,
      ],
      [
        'no digit',
        { name: NAME, email: 'a@b.co', password: 'Abcdefgh', confirmPassword: 'Abcdefgh' },
        'password',
        authTexts.passwordRule,
      ],
      [
        '129 characters (D10 as amended: 128 at most)',
        { name: NAME, email: 'a@b.co', password: LONGEST_PASSWORD + 'x', confirmPassword: LONGEST_PASSWORD + 'x' },
        'password',
        authTexts.passwordMax,
      ],
      [
        'a missing name',
        { email: 'a@b.co', password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'name',
        accountTexts.nameRequired,
      ],
      [
        'a name of spaces only',
        { name: '   ', email: 'a@b.co', password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'name',
        accountTexts.nameRequired,
      ],
      [
        'a name that is a number',
        { name: 42, email: 'a@b.co', password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'name',
        accountTexts.nameRequired,
      ],
      [
        'a one-letter name',
        { name: 'W', email: 'a@b.co', password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'name',
        accountTexts.usernameInvalid,
      ],
      [
        'a 61-character name',
        { name: 'W'.repeat(61), email: 'a@b.co', password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'name',
        accountTexts.usernameInvalid,
      ],
      [
        'a name with a line break',
        { name: 'Wanjiru\nKamau', email: 'a@b.co', password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'name',
        accountTexts.nameControlCharacters,
      ],
      [
        'a name with a right-to-left override',
        { name: 'Wanjiru\u202eKamau', email: 'a@b.co', password: 'Abcdef1', confirmPassword: 'Abcdef1' },
        'name',
        accountTexts.nameControlCharacters,
      ],
      [
        'passwords that differ',
        { name: NAME, email: 'a@b.co', password: 'Abcdef12', confirmPassword: 'Abcdef13' },
        'confirmPassword',
        authTexts.passwordsMismatch,
      ],
    ];

    it.each(signupCases)(
      'sign-up refuses %s with the spec message and stores nothing',
      async (_name, payload, field, message) => {
        const client = signupRequestSchema.safeParse(payload);
        expect(client.success).toBe(false);
        expect(client.error?.issues[0]?.message).toBe(message);

        const res = await post('/api/auth/signup', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
        expect(res.json().errors[field]).toContain(message);
        expect(await userCount()).toBe(0);
      },
    );

    it('accepts exactly 6, 21 and 128 characters (client and server; D10 as amended)', async () => {
      for (const password of ['Tsavo9', 'Abcdefghij1234567890x', LONGEST_PASSWORD]) {
        expect(
          signupRequestSchema.safeParse({ name: NAME, email: 'a@b.co', password, confirmPassword: password }).success,
        ).toBe(true);
        const { email } = await signUp(t.app, uniqueEmail('edge'), password);
        // Never truncated: the whole passphrase signs in, and the passphrase short of its last character does not.
        expect((await signIn(t.app, email, password)).statusCode).toBe(200);
        expect((await signIn(t.app, email, password.slice(0, -1))).statusCode).not.toBe(200);
      }
    });

    it('keeps the name as given (trimmed) and says it was chosen; the address never names the person', async () => {
      const res = await post('/api/auth/signup', {
        name: '  Njeri Wambui  ',
        email: uniqueEmail('njeri.wambui'),
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ username: 'Njeri Wambui', nameChosen: true });
      const cookie = sessionCookie(res);
      expect((await me(t.app, { cookie })).json()).toMatchObject({ username: 'Njeri Wambui', nameChosen: true });
    });

    it.each(['Password1', 'Qwerty123', 'Baseball1', 'Picha2025'])(
      'refuses the common password %s (D10), ignoring case',
      async (password) => {
        const res = await post('/api/auth/signup', {
          name: 'Wanjiru Kamau',
          email: uniqueEmail(),
          password,
          confirmPassword: password,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: authTexts.passwordTooCommon, code: 'VALIDATION' });
        expect(res.json().errors.password).toEqual([authTexts.passwordTooCommon]);
      },
    );

    it.each([
      [{ email: 'nope', password: 'whatever1' }, authTexts.emailInvalid],
      [{ email: 'a@b.co', password: 'short' }, authTexts.passwordMin],
      [{ email: 'a@b.co' }, authTexts.passwordMin],
    ])('sign-in refuses %j with the same message as the form', async (payload, message) => {
      expect(signinRequestSchema.safeParse(payload).error?.issues[0]?.message).toBe(message);
      const res = await post('/api/auth/signin', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it.each([
      [{ email: 'a@b.co', otp: '12345', newPassword: 'Abcdef12' }, 'otp', authTexts.otpFormat],
      [{ email: 'a@b.co', otp: '12a456', newPassword: 'Abcdef12' }, 'otp', authTexts.otpFormat],
      [{ email: 'a@b.co', otp: '123456', newPassword: 'abcdef12' }, 'newPassword', authTexts.passwordRule],
      [{ email: 'a@b.co', otp: '123456', newPassword: 'Ab1' }, 'newPassword', authTexts.passwordMin],
      [{ email: 'bad', otp: '123456', newPassword: 'Abcdef12' }, 'email', authTexts.emailInvalid],
    ])('reset-password refuses %j', async (payload, field, message) => {
      expect(resetPasswordRequestSchema.safeParse(payload).error?.issues[0]?.message).toBe(message);
      const res = await post('/api/auth/reset-password', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    });

    it('forgot-password refuses a malformed address', async () => {
      const res = await post('/api/auth/forgot-password', { email: 'not an address' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(authTexts.emailInvalid);
      expect(t.mailer.sent.filter((m) => m.to === 'not an address')).toHaveLength(0);
    });

    it("answers a Kiswahili reader's mistakes in Kiswahili, and an English reader's in English at the same time", async () => {
      await authMessages.load('sw');
      const sw = authMessages.texts('sw');
      const [inKiswahili, inEnglish] = await Promise.all([
        post(
          '/api/auth/signup',
          { name: 'Wanjiru', email: 'wanjiru@', password: 'short' },
          { 'accept-language': 'sw' },
        ),
        post(
          '/api/auth/signup',
          { name: 'Wanjiru', email: 'wanjiru@', password: 'short' },
          { 'accept-language': 'en' },
        ),
      ]);
      expect(inKiswahili.statusCode).toBe(400);
      expect(inKiswahili.json().errors.email).toContain(sw.emailInvalid);
      expect(inKiswahili.json().errors.password).toContain(sw.passwordMin);
      expect(sw.emailInvalid).not.toBe(authTexts.emailInvalid);
      expect(inEnglish.json().errors.email).toContain(authTexts.emailInvalid);
    });
  });

  describe('sign-up and sign-in', () => {
    it('creates the account, answers token and user, and sets an HttpOnly SameSite cookie', async () => {
      const res = await post('/api/auth/signup', {
        name: 'Wanjiru Kamau',
        email: '  Wanjiru.K@Example.co.KE ',
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe(authTexts.signupSuccess);
      expect(body.token).toMatch(/^[\w-]{43}$/);
      expect(body.user).toMatchObject({
        email: 'wanjiru.k@example.co.ke',
        username: 'Wanjiru Kamau',
        avatar: null,
        role: 'client',
        nameChosen: true,
      });
      expect(res.headers['cache-control']).toBe('no-store');

      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cookie.value).toBe(body.token);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Strict');
      expect(cookie.path).toBe('/');
      expect(cookie.secure).toBeUndefined();

      // Only slow, salted hashes are stored: never the password, never the token.
      const row = (
        await t.db.execute<{ password_hash: string }>(
          sql`select password_hash from users where email = 'wanjiru.k@example.co.ke'`,
        )
      ).rows[0]!;
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const tokens = await t.db.execute<{ token_hash: string }>(sql`select token_hash from sessions`);
      expect(tokens.rows.map((r) => r.token_hash)).not.toContain(body.token);
    });

    it('says when an address is taken, whatever its case', async () => {
      const { email } = await signUp(t.app);
      const before = await userCount();
      const res = await post('/api/auth/signup', {
        name: 'Wanjiru Kamau',
        email: email.toUpperCase(),
        password: OTHER_GOOD_PASSWORD,
        confirmPassword: OTHER_GOOD_PASSWORD,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: authTexts.emailTaken, code: 'CONFLICT' });
      expect(await userCount()).toBe(before);
    });

    it('marks the cookie Secure behind HTTPS', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'x-forwarded-proto': 'https' },
        payload: {
          name: 'Wanjiru Kamau',
          email: uniqueEmail(),
          password: GOOD_PASSWORD,
          confirmPassword: GOOD_PASSWORD,
        },
      });
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Strict');
    });

    it('signs in with the right password, any case of the address', async () => {
      const { email } = await signUp(t.app);
      const res = await signIn(t.app, email.toUpperCase(), GOOD_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: authTexts.loginSuccess, user: { email } });
      const cookie = sessionCookie(res);
      expect((await me(t.app, { cookie })).json().email).toBe(email);
      expect((await me(t.app, bearer(res.json().token))).json().email).toBe(email);
    });

    it('answers an unknown address exactly like a wrong password', async () => {
      const { email } = await signUp(t.app);
      const wrong = await signIn(t.app, email, OTHER_GOOD_PASSWORD);
      const unknown = await signIn(t.app, uniqueEmail('nobody'), OTHER_GOOD_PASSWORD);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json()).toEqual({ message: authTexts.invalidCredentials, code: 'UNAUTHORIZED' });
      expect(wrong.cookies).toHaveLength(0);
    });
  });

  describe('sessions', () => {
    it('GET /api/me answers 401 without a session, and with a made-up one', async () => {
      for (const headers of [
        {} as Record<string, string>,
        bearer('x'.repeat(43)),
        { cookie: `${SESSION_COOKIE}=${'y'.repeat(43)}` },
      ]) {
        const res = await me(t.app, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: authTexts.signInRequired, code: 'UNAUTHORIZED' });
      }
    });

    it('a dead cookie is cleared', async () => {
      const res = await me(t.app, { cookie: `${SESSION_COOKIE}=${'y'.repeat(43)}` });
      const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cleared?.value).toBe('');
    });

    it('GET /api/me answers username and avatar, plus id, email, role and language', async () => {
      const { token, email } = await signUp(t.app);
      const res = await me(t.app, bearer(token));
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual([
        'avatar',
        'createdAt',
        'email',
        'id',
        'language',
        'nameChosen',
        'role',
        'username',
      ]);
      expect(res.json()).toMatchObject({ email, avatar: null, role: 'client', language: 'en' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('logout revokes the token (Bearer) and only that session', async () => {
      const { email, token } = await signUp(t.app);
      const second = (await signIn(t.app, email, GOOD_PASSWORD)).json().token;
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(authTexts.signedOut);
      expect((await me(t.app, bearer(token))).statusCode).toBe(401);
      expect((await me(t.app, bearer(second))).statusCode).toBe(200);
      // Logging out again is harmless.
      const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(again.statusCode).toBe(200);
    });

    it('logout through the cookie revokes the session and clears the cookie', async () => {
      const { cookie } = await signUp(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...SAME_ORIGIN } });
      expect(res.statusCode).toBe(200);
      const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
      expect(cleared.value).toBe('');
      expect(cleared.httpOnly).toBe(true);
      expect((await me(t.app, { cookie })).statusCode).toBe(401);
    });

    it('refuses a cookie-authenticated change from another origin, or with no origin at all', async () => {
      const { cookie } = await signUp(t.app);
      for (const headers of [
        { cookie, origin: 'https://evil.example' },
        { cookie, origin: 'null' },
        { cookie, referer: 'https://evil.example/page' },
        { cookie },
        // An empty Authorization header carries no credential: the cookie is used, so it is checked.
        { cookie, origin: 'https://evil.example', authorization: '' },
        { cookie, authorization: '' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: authTexts.crossSiteRefused, code: 'FORBIDDEN' });
        const patch = await t.app.inject({ method: 'PATCH', url: '/api/me', headers, payload: { username: 'Hacked' } });
        expect(patch.statusCode).toBe(403);
      }
      // Nothing changed: the session is alive and the name is intact.
      const res = await me(t.app, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().username).not.toBe('Hacked');
      // Reading needs no origin; a same-origin referer is accepted in place of Origin.
      const ok = await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie, referer: 'http://127.0.0.1:3000/dashboard/settings' },
        payload: { username: 'Amani' },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('accepts a Bearer token from any origin (other clients), and refuses sign-in forged from another site', async () => {
      const { token, email } = await signUp(t.app);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { ...bearer(token), origin: 'https://app.example' },
        payload: { username: 'Mobile App' },
      });
      expect(res.statusCode).toBe(200);
      const forged = await signIn(t.app, email, GOOD_PASSWORD, { origin: 'https://evil.example' });
      expect(forged.statusCode).toBe(403);
      expect(forged.cookies).toHaveLength(0);
    });

    it('an expired session fails', async () => {
      const { token } = await signUp(t.app);
      await t.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
      expect((await me(t.app, bearer(token))).statusCode).toBe(401);
    });
  });

  describe('password reset by e-mailed code (D11)', () => {
    it('answers the same for an unknown address, and e-mails only real accounts', async () => {
      const { email } = await signUp(t.app);
      const known = await post('/api/auth/forgot-password', { email });
      const unknown = await post('/api/auth/forgot-password', { email: 'nobody.here@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: authTexts.otpSent({ email: email }) });
      expect(unknown.json()).toEqual({ message: authTexts.otpSent({ email: 'nobody.here@example.com' }) });
      await eventually(() => expect(codesTo(email)).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 50));
      expect(t.mailer.sent.filter((m) => m.to === 'nobody.here@example.com')).toEqual([]);
    });

    it('mails a well-formed 6-digit code with the studio name, and stores only its hash', async () => {
      const { email } = await signUp(t.app);
      const code = await requestCode(email);
      expect(code).toMatch(/^\d{6}$/);
      const mail = codesTo(email).at(-1)!;
      expect(mail.subject).toBe('Your Picha Studio password reset code');
      expect(mail.text).toContain('10 minutes');
      expect(mail.html).toContain(code);
      expect(mail.html).toContain('Picha Studio');
      const rows = await t.db.execute<{ code_hash: string }>(
        sql`select code_hash from password_reset_codes c join users u on u.id = c.user_id where u.email = ${email}`,
      );
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]!.code_hash).toMatch(/^\$argon2id\$/);
      expect(rows.rows[0]!.code_hash).not.toContain(code);
    });

    it("writes the code and the notice in the account's language, whatever page asked, with links to its pages", async () => {
      const { email, token } = await signUp(t.app);
      await chooseLanguage(t.app, bearer(token), 'sw');
      const before = t.mailer.sent.length;
      expect((await post('/api/auth/forgot-password', { email }, { 'accept-language': 'en' })).statusCode).toBe(200);
      const codeMail = () => t.mailer.sent.slice(before).find((m) => m.to === email);
      await eventually(() => expect(codeMail()).toBeDefined());
      expect(codeMail()!.subject).toBe('Nambari yako ya kubadilisha nenosiri la Picha Studio');
      expect(codeMail()!.text).toContain('kwa dakika 10');
      expect(codeMail()!.html).toContain('/sw/signup?mode=otp');
      const code = codeFrom(codeMail()!.text)!;
      const res = await post('/api/auth/reset-password', { email, otp: code, newPassword: OTHER_GOOD_PASSWORD });
      expect(res.statusCode).toBe(200);
      const notice = () =>
        t.mailer.sent.find((m) => m.to === email && m.subject === 'Nenosiri lako la Picha Studio limebadilishwa');
      await eventually(() => expect(notice()).toBeDefined());
      // "Jumapili, 29 Nov 2026, 14:05 (saa za Nairobi)": the moment on Nairobi's clock, in Kiswahili.
      expect(notice()!.text).toMatch(/tarehe \S+, \d{1,2} \S+ \d{4}, \d{2}:\d{2} \(saa za Nairobi\)/);
    });

    it('resets the password: every old session and the old password fail, the new one works, a notice is mailed', async () => {
      const { email, token, cookie } = await signUp(t.app);
      const other = (await signIn(t.app, email, GOOD_PASSWORD)).json().token;
      const code = await requestCode(email);
      const res = await post('/api/auth/reset-password', { email, otp: code, newPassword: OTHER_GOOD_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: authTexts.resetSuccess });

      expect((await me(t.app, bearer(token))).statusCode).toBe(401);
      expect((await me(t.app, bearer(other))).statusCode).toBe(401);
      expect((await me(t.app, { cookie })).statusCode).toBe(401);
      expect((await signIn(t.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
      expect((await signIn(t.app, email, OTHER_GOOD_PASSWORD)).statusCode).toBe(200);

      const notice = () =>
        t.mailer.sent.find((m) => m.to === email && m.subject === 'Your Picha Studio password was changed');
      await eventually(() => expect(notice()).toBeDefined());
      expect(notice()!.text).toContain('signed out');
    });

    it('a code works once', async () => {
      const { email } = await signUp(t.app);
      const code = await requestCode(email);
      expect(
        (await post('/api/auth/reset-password', { email, otp: code, newPassword: OTHER_GOOD_PASSWORD })).statusCode,
      ).toBe(200);
      const again = await post('/api/auth/reset-password', { email, otp: code, newPassword: 'Serengeti99' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        message: authTexts.otpInvalid,
        errors: { otp: [authTexts.otpInvalid] },
      });
      expect((await signIn(t.app, email, OTHER_GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('a code expires after 10 minutes', async () => {
      const { email } = await signUp(t.app);
      const code = await requestCode(email);
      const expiry = (
        await t.db.execute<{ minutes: number }>(
          sql`select round(extract(epoch from c.expires_at - c.created_at) / 60)::int as minutes from password_reset_codes c join users u on u.id = c.user_id where u.email = ${email}`,
        )
      ).rows[0]!;
      expect(expiry.minutes).toBe(10);
      await t.db.execute(
        sql`update password_reset_codes set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${email})`,
      );
      const res = await post('/api/auth/reset-password', { email, otp: code, newPassword: OTHER_GOOD_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(authTexts.otpInvalid);
      expect((await signIn(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('four wrong tries leave the code usable', async () => {
      const { email } = await signUp(t.app);
      const code = await requestCode(email);
      for (let i = 0; i < 4; i++) {
        const res = await post('/api/auth/reset-password', {
          email,
          otp: wrongCode(code),
          newPassword: OTHER_GOOD_PASSWORD,
        });
        expect(res.json().message).toBe(authTexts.otpInvalid);
      }
      expect(
        (await post('/api/auth/reset-password', { email, otp: code, newPassword: OTHER_GOOD_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('the fifth wrong try spends the code: the right code fails afterwards', async () => {
      const { email } = await signUp(t.app);
      const code = await requestCode(email);
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/auth/reset-password', {
          email,
          otp: wrongCode(code),
          newPassword: OTHER_GOOD_PASSWORD,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(authTexts.otpInvalid);
      }
      const res = await post('/api/auth/reset-password', { email, otp: code, newPassword: OTHER_GOOD_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(authTexts.otpInvalid);
      expect((await signIn(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('only the newest code works', async () => {
      const { email } = await signUp(t.app);
      const first = await requestCode(email);
      const second = await requestCode(email);
      if (first !== second) {
        const res = await post('/api/auth/reset-password', { email, otp: first, newPassword: OTHER_GOOD_PASSWORD });
        expect(res.statusCode).toBe(400);
      }
      expect(
        (await post('/api/auth/reset-password', { email, otp: second, newPassword: OTHER_GOOD_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it(`sends at most ${OTP_MAX_PER_HOUR} codes an hour per account, answering the same each time`, async () => {
      const { email } = await signUp(t.app);
      for (let i = 0; i < OTP_MAX_PER_HOUR + 2; i++) {
        const res = await post('/api/auth/forgot-password', { email });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: authTexts.otpSent({ email: email }) });
      }
      await eventually(() => expect(codesTo(email)).toHaveLength(OTP_MAX_PER_HOUR));
      await new Promise((r) => setTimeout(r, 100));
      expect(codesTo(email)).toHaveLength(OTP_MAX_PER_HOUR);
    });

    it('an unknown address gets the same refusal as a wrong code', async () => {
      const res = await post('/api/auth/reset-password', {
        email: 'nobody.at.all@example.com',
        otp: '123456',
        newPassword: OTHER_GOOD_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: authTexts.otpInvalid, code: 'VALIDATION' });
    });

    it('refuses a common new password before looking at the code', async () => {
      const { email } = await signUp(t.app);
      const code = await requestCode(email);
      const res = await post('/api/auth/reset-password', { email, otp: code, newPassword: 'Password1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.newPassword).toEqual([authTexts.passwordTooCommon]);
      expect(
        (await post('/api/auth/reset-password', { email, otp: code, newPassword: OTHER_GOOD_PASSWORD })).statusCode,
      ).toBe(200);
    });
  });

  describe('failed sign-ins per address (D11)', () => {
    it(`after ${SIGN_IN_MAX_FAILURES} failures in 15 minutes the address gets 429 with Retry-After, even with the right password`, async () => {
      const { email } = await signUp(t.app);
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
        expect((await signIn(t.app, email, `Wrong${i}pass`)).statusCode).toBe(401);
      }
      const res = await signIn(t.app, email, GOOD_PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: authTexts.tooManySignIns({ minutes: 15 }), code: 'RATE_LIMITED' });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Other addresses are unaffected.
      const other = await signUp(t.app);
      expect((await signIn(t.app, other.email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('an unknown address is limited the same way (no account enumeration)', async () => {
      const email = uniqueEmail('ghost');
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
        expect((await signIn(t.app, email, `Wrong${i}pass`)).statusCode).toBe(401);
      }
      expect((await signIn(t.app, email, GOOD_PASSWORD)).statusCode).toBe(429);
    });

    it('a password reset lifts the limit', async () => {
      const { email } = await signUp(t.app);
      for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) await signIn(t.app, email, `Wrong${i}pass`);
      expect((await signIn(t.app, email, GOOD_PASSWORD)).statusCode).toBe(429);
      const code = await requestCode(email);
      await post('/api/auth/reset-password', { email, otp: code, newPassword: OTHER_GOOD_PASSWORD });
      expect((await signIn(t.app, email, OTHER_GOOD_PASSWORD)).statusCode).toBe(200);
    });
  });
});

describe('per-IP limit on auth requests (AUTH_RATE_LIMIT_PER_IP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After and a clear message past the limit, per address', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const attempt = (ip: string, url = '/api/auth/signin') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: from(ip),
        payload: { email: 'a@example.com', password: 'Whatever1' },
      });
    expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    expect((await attempt('203.0.113.7', '/api/auth/forgot-password')).statusCode).toBe(200);
    expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    const limited = await attempt('203.0.113.7', '/api/auth/forgot-password');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected; other routes are not counted.
    expect((await attempt('198.51.100.4')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/keep-alive', headers: from('203.0.113.7') })).statusCode).toBe(200);
  });
});
