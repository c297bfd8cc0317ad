import fs from 'node:fs/promises';
import path from 'node:path';
import { accountExportSchema, accountTexts, authTexts, roleChoiceTexts } from '@studio/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import {
  bearer,
  GOOD_PASSWORD,
  me,
  OTHER_GOOD_PASSWORD,
  SAME_ORIGIN,
  signIn,
  signUp,
  uniqueEmail,
} from '../../../test/auth';

function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----studio${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A 1200x800 JPEG carrying EXIF with GPS coordinates and a rotation flag. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 180, g: 83, b: 42 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Studio Camera', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' },
    })
    .toBuffer();
}

describe('the account: /api/me, settings, role choice, deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.mailer.sent.length = 0;
  });

  const avatarDir = () => path.join(t.env.MEDIA_DIR, 'avatars');
  const upload = (token: string, body: ReturnType<typeof multipartBody>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { ...bearer(token), 'content-type': body.contentType },
      payload: body.payload,
    });

  describe("the account's language: PUT /api/me/language", () => {
    const choose = (headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/me/language', headers, payload: payload as object });

    it('starts as the language the account was made in', async () => {
      const english = await signUp(t.app);
      expect(english.user.language).toBe('en');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'accept-language': 'sw' },
        payload: {
          name: 'Amani Otieno',
          email: uniqueEmail(),
          password: GOOD_PASSWORD,
          confirmPassword: GOOD_PASSWORD,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user.language).toBe('sw');
    });

    it('saves the choice, says so in the language chosen, and sets the pages’ language cookie', async () => {
      const { token } = await signUp(t.app);
      const res = await choose(bearer(token), { language: 'sw' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Lugha yako imehifadhiwa.', user: { language: 'sw' } });
      expect(res.headers['set-cookie']).toMatch(/^language=sw;/);
      expect((await me(t.app, bearer(token))).json().language).toBe('sw');
      const back = await choose(bearer(token), { language: 'en' });
      expect(back.json()).toMatchObject({ message: 'Your language is saved.', user: { language: 'en' } });
    });

    it('refuses a language the product does not speak, a wrong type or no session, and changes nothing', async () => {
      const { token } = await signUp(t.app);
      for (const payload of [{ language: 'fr' }, { language: 1 }, {}, { language: 'SW' }]) {
        const res = await choose(bearer(token), payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errors?.language).toEqual(['Choose English or Kiswahili.']);
      }
      expect((await me(t.app, bearer(token))).json().language).toBe('en');
      expect((await choose({}, { language: 'sw' })).statusCode).toBe(401);
    });
  });

  describe('role choice: POST /api/created-id (D14)', () => {
    it('needs a session', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/created-id', payload: { role: 'photographer' } });
      expect(res.statusCode).toBe(401);
    });

    it.each([[{ role: 'admin' }], [{ role: 'superuser' }], [{}]])('refuses %j and changes nothing', async (payload) => {
      const { token } = await signUp(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/created-id', headers: bearer(token), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(roleChoiceTexts.roleInvalid);
      expect((await me(t.app, bearer(token))).json().role).toBe('client');
    });

    it('records the photographer role and answers 201 with the id', async () => {
      const { token, user } = await signUp(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/created-id',
        headers: bearer(token),
        payload: { role: 'photographer' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: user.id, role: 'photographer' });
      expect((await me(t.app, bearer(token))).json().role).toBe('photographer');
    });

    it('studio staff keep their role', async () => {
      const { token, email } = await signUp(t.app);
      await t.db.execute(sql`update users set role = 'admin' where email = ${email}`);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/created-id',
        headers: bearer(token),
        payload: { role: 'client' },
      });
      expect(res.statusCode).toBe(403);
      expect((await me(t.app, bearer(token))).json().role).toBe('admin');
    });
  });

  describe('the display name (issue 23)', () => {
    const rename = (token: string, username: unknown) =>
      t.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: { username } });

    it.each([
      ['', accountTexts.nameRequired],
      ['   ', accountTexts.nameRequired],
      [42, accountTexts.nameRequired],
      [null, accountTexts.nameRequired],
      [' a ', accountTexts.usernameInvalid],
      ['x'.repeat(61), accountTexts.usernameInvalid],
      ['x'.repeat(100_000), accountTexts.usernameInvalid],
      ['tab\there', accountTexts.nameControlCharacters],
      ['Njeri\u200bWambui', accountTexts.nameControlCharacters],
    ])('refuses %j with its message and changes nothing', async (username, message) => {
      const { token } = await signUp(t.app, uniqueEmail(), GOOD_PASSWORD, 'Njeri Wambui');
      const res = await rename(token, username);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await me(t.app, bearer(token))).json().username).toBe('Njeri Wambui');
    });

    it('needs a session', async () => {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { username: 'Achieng Otieno' } });
      expect(res.statusCode).toBe(401);
    });

    it('asks an account made before sign-up asked names once: saving a name stops the asking for good', async () => {
      const { token, email } = await signUp(t.app);
      // An account from before migration 0016 (named after its address, no name chosen).
      await t.db.execute(
        sql`update users set username = 'njeri.wambui.mwyufdl0', name_chosen_at = null where email = ${email}`,
      );
      expect((await me(t.app, bearer(token))).json()).toMatchObject({
        username: 'njeri.wambui.mwyufdl0',
        nameChosen: false,
      });
      const res = await rename(token, 'Njeri Wambui');
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ username: 'Njeri Wambui', nameChosen: true });
      const signedIn = await signIn(t.app, email, GOOD_PASSWORD);
      expect(signedIn.json().user).toMatchObject({ username: 'Njeri Wambui', nameChosen: true });
    });

    it('saves a trimmed username', async () => {
      const { token } = await signUp(t.app);
      const res = await rename(token, '  Achieng Otieno ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: accountTexts.usernameSaved, user: { username: 'Achieng Otieno' } });
      expect((await me(t.app, bearer(token))).json().username).toBe('Achieng Otieno');
    });
  });

  describe('profile picture', () => {
    it('stores an upright square WebP without EXIF or GPS, serves it, and replaces the old file', async () => {
      const { token } = await signUp(t.app);
      const res = await upload(token, multipartBody('avatar', 'me.jpg', 'image/jpeg', await photoWithGps()));
      expect(res.statusCode, res.body).toBe(200);
      const { user } = res.json();
      expect(res.json().message).toBe(accountTexts.avatarSaved);
      expect(user.avatar).toMatch(/^\/api\/avatars\/[\w-]+\.webp$/);

      const served = await t.app.inject({ url: user.avatar });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([512, 512]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();

      const second = await upload(
        token,
        multipartBody(
          'avatar',
          'me.png',
          'image/png',
          await sharp(await photoWithGps())
            .png()
            .toBuffer(),
        ),
      );
      expect(second.statusCode).toBe(200);
      const files = await fs.readdir(avatarDir());
      expect(files.filter((f) => f.startsWith(user.id))).toEqual([path.basename(second.json().user.avatar)]);
      expect((await t.app.inject({ url: user.avatar })).statusCode).toBe(404);
    });

    it('checks the bytes, not the name: a text file called .jpg gets 415', async () => {
      const { token } = await signUp(t.app);
      const res = await upload(
        token,
        multipartBody('avatar', 'me.jpg', 'image/jpeg', Buffer.from('not a picture at all')),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: accountTexts.avatarType, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect((await me(t.app, bearer(token))).json().avatar).toBeNull();
    });

    it('refuses a file over 10 MB with 413', async () => {
      const { token } = await signUp(t.app);
      const res = await upload(
        token,
        multipartBody('avatar', 'big.jpg', 'image/jpeg', Buffer.alloc(10 * 1024 * 1024 + 1)),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(accountTexts.avatarTooLarge);
    });

    it('asks for a file when none came in the "avatar" field', async () => {
      const { token } = await signUp(t.app);
      const res = await upload(token, multipartBody('picture', 'me.jpg', 'image/jpeg', await photoWithGps()));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(accountTexts.avatarMissing);
    });

    it('needs a session, and removes the picture and its file', async () => {
      const body = multipartBody('avatar', 'me.jpg', 'image/jpeg', await photoWithGps());
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: '/api/me/avatar',
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(anonymous.statusCode).toBe(401);

      const { token } = await signUp(t.app);
      const url = (await upload(token, body)).json().user.avatar as string;
      const res = await t.app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: accountTexts.avatarRemoved, user: { avatar: null } });
      await expect(fs.access(path.join(avatarDir(), path.basename(url)))).rejects.toThrow();
    });

    it('answers 404 for unknown pictures and refuses paths', async () => {
      expect((await t.app.inject({ url: '/api/avatars/nope.webp' })).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/avatars/..%2F..%2Fserver.pid' })).statusCode).toBe(400);
      const missing = `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}-abcdefghijkl.webp`;
      expect((await t.app.inject({ url: `/api/avatars/${missing}` })).statusCode).toBe(404);
    });
  });

  describe('change password (D9)', () => {
    const change = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload });

    it.each([
      [
        { currentPassword: '', newPassword: OTHER_GOOD_PASSWORD, confirmPassword: OTHER_GOOD_PASSWORD },
        'currentPassword',
        accountTexts.passwordRequired,
      ],
      [
        { currentPassword: 'Wrong1pass', newPassword: OTHER_GOOD_PASSWORD, confirmPassword: OTHER_GOOD_PASSWORD },
        'currentPassword',
        accountTexts.currentPasswordWrong,
      ],
      [
        { currentPassword: GOOD_PASSWORD, newPassword: 'abcdefg1', confirmPassword: 'abcdefg1' },
        'newPassword',
        authTexts.passwordRule,
      ],
      [
        { currentPassword: GOOD_PASSWORD, newPassword: OTHER_GOOD_PASSWORD, confirmPassword: 'Other1pass' },
        'confirmPassword',
        authTexts.passwordsMismatch,
      ],
      [
        { currentPassword: GOOD_PASSWORD, newPassword: 'Password1', confirmPassword: 'Password1' },
        'newPassword',
        authTexts.passwordTooCommon,
      ],
      [
        { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
        'newPassword',
        accountTexts.passwordUnchanged,
      ],
    ])('refuses %j and keeps the password', async (payload, field, message) => {
      const { token, email } = await signUp(t.app);
      const res = await change(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
      expect((await signIn(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('changes it, signs out the other sessions but not this one, and e-mails a notice', async () => {
      const { token, email } = await signUp(t.app);
      const other = (await signIn(t.app, email, GOOD_PASSWORD)).json().token;
      const res = await change(token, {
        currentPassword: GOOD_PASSWORD,
        newPassword: OTHER_GOOD_PASSWORD,
        confirmPassword: OTHER_GOOD_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(accountTexts.passwordChanged);
      expect((await me(t.app, bearer(token))).statusCode).toBe(200);
      expect((await me(t.app, bearer(other))).statusCode).toBe(401);
      expect((await signIn(t.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
      expect((await signIn(t.app, email, OTHER_GOOD_PASSWORD)).statusCode).toBe(200);
      await eventually(() =>
        expect(t.mailer.sent.map((m) => m.subject)).toContain('Your Picha Studio password was changed'),
      );
      expect(t.mailer.sent.find((m) => m.to === email)?.text).toContain('account settings');
    });
  });

  describe('download my data (D13)', () => {
    it('is a JSON attachment with the account and its sessions, and no secrets', async () => {
      const { token, email } = await signUp(t.app);
      await signIn(t.app, email, GOOD_PASSWORD, { 'user-agent': 'Phone Browser 1.0' });
      const res = await t.app.inject({ url: '/api/me/export', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="picha-studio-my-data.json"');
      const data = accountExportSchema.parse(res.json());
      expect(data.account.email).toBe(email);
      expect(data.sessions).toHaveLength(2);
      expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
      expect(data.sessions.map((s) => s.userAgent)).toContain('Phone Browser 1.0');
      expect(res.body).not.toContain('argon2');
      expect(res.body).not.toContain(token);
    });

    it('needs a session', async () => {
      expect((await t.app.inject({ url: '/api/me/export' })).statusCode).toBe(401);
    });
  });

  describe('delete my account (D13)', () => {
    const remove = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/me', headers, payload });

    it('refuses a wrong password and deletes nothing', async () => {
      const { token, email } = await signUp(t.app);
      const res = await remove(bearer(token), { password: 'Wrong1pass' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.password).toEqual([accountTexts.currentPasswordWrong]);
      expect((await me(t.app, bearer(token))).statusCode).toBe(200);
      expect((await signIn(t.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('removes the account, its sessions, codes and picture; the old token fails afterwards', async () => {
      const { token, email, cookie } = await signUp(t.app, uniqueEmail('leaving'));
      const other = (await signIn(t.app, email, GOOD_PASSWORD)).json().token;
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const avatar = (await upload(token, multipartBody('avatar', 'me.jpg', 'image/jpeg', await photoWithGps()))).json()
        .user.avatar as string;
      let hookedUser: string | undefined;
      t.app.onAccountDeletion(async (userId) => {
        hookedUser = userId;
      });

      const res = await remove({ cookie, ...SAME_ORIGIN }, { password: GOOD_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(accountTexts.accountDeleted);
      expect(res.cookies.find((c) => c.name === 'picha_session')?.value).toBe('');

      expect((await me(t.app, bearer(token))).statusCode).toBe(401);
      expect((await me(t.app, bearer(other))).statusCode).toBe(401);
      expect((await me(t.app, { cookie })).statusCode).toBe(401);
      expect((await signIn(t.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
      const left = await t.db.execute<{ users: number; sessions: number; codes: number }>(sql`
        select (select count(*) from users where email = ${email})::int as users,
               (select count(*) from sessions s left join users u on u.id = s.user_id where u.id is null)::int as sessions,
               (select count(*) from password_reset_codes c left join users u on u.id = c.user_id where u.id is null)::int as codes`);
      expect(left.rows[0]).toEqual({ users: 0, sessions: 0, codes: 0 });
      expect((await t.app.inject({ url: avatar })).statusCode).toBe(404);
      expect(hookedUser).toBeDefined();
      await eventually(() =>
        expect(t.mailer.sent.map((m) => m.subject)).toContain('Your Picha Studio account has been deleted'),
      );
      // The address is free again.
      await signUp(t.app, email, OTHER_GOOD_PASSWORD);
    });
  });
});

describe('the first studio-staff account from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('is created at start with role admin', async () => {
    const env = { ADMIN_EMAIL: 'Staff@Picha.Studio', ADMIN_PASSWORD: 'Studio4Staff' };
    const t = await createTestApp(env);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'staff@picha.studio', password: 'Studio4Staff' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: 'admin', email: 'staff@picha.studio' });
      const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users where role = 'admin'`);
      expect(rows.rows[0]?.n).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('a passphrase over 20 characters starts the server and signs in (D10 as amended)', async () => {
    const password = 'Mount Kenya at dawn, 2026 edition';
    const t = await createTestApp({ ADMIN_EMAIL: 'staff@picha.studio', ADMIN_PASSWORD: password });
    try {
      const res = await signIn(t.app, 'staff@picha.studio', password);
      expect(res.statusCode).toBe(200);
      // A working name, never asked again; changeable in Settings.
      expect(res.json().user).toMatchObject({ role: 'admin', username: 'Studio admin', nameChosen: true });
    } finally {
      await t.close();
    }
  });

  it('a password that breaks the rules stops the start with a message naming the variable', async () => {
    await expect(
      createTestApp({ ADMIN_EMAIL: 'staff@picha.studio', ADMIN_PASSWORD: `Kilimanjaro7${'x'.repeat(117)}` }),
    ).rejects.toThrow(`ADMIN_PASSWORD: ${authTexts.passwordMax}`);
    await expect(createTestApp({ ADMIN_EMAIL: 'staff@picha.studio', ADMIN_PASSWORD: 'password' })).rejects.toThrow(
      /^ADMIN_PASSWORD: Password must contain/,
    );
    await expect(createTestApp({ ADMIN_EMAIL: 'staff@picha.studio', ADMIN_PASSWORD: 'Password1' })).rejects.toThrow(
      `ADMIN_PASSWORD: ${authTexts.passwordTooCommon}`,
    );
  });
});
