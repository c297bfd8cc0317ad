import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { authTexts } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { createMailer } from '../../mail/mailer';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestDatabase, eventually } from '../../../test/test-app';
import { bearer, GOOD_PASSWORD, me, OTHER_GOOD_PASSWORD, signIn, signUp, uniqueEmail } from '../../../test/auth';

/** docs/rules/platform.md#e-mail end to end: the server talks SMTP to a real SMTP server, and the code it mails resets the password. */
describe('password reset through a real SMTP server', () => {
  let smtp: SmtpSink;
  let app: App;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    const { port } = smtp;

    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-test-smtp-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    const mailer = createMailer(
      { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
      {
        info() {},
      },
    );
    app = await buildApp({ env, db: database.db, pool: database.pool, mailer });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('mails the code as text and HTML from the studio; the code resets the password and ends every session', async () => {
    const { email, token } = await signUp(app, uniqueEmail('smtp'));
    const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.json().message).toBe(authTexts.otpSent({ email: email }));

    await eventually(() => expect(smtp.inbox).toHaveLength(1), 10_000);
    const { envelopeTo, mail } = smtp.inbox[0]!;
    expect(envelopeTo).toEqual([email]);
    expect(mail.from?.text).toBe('"Picha Studio" <hello@picha.studio>');
    expect(mail.subject).toBe('Your Picha Studio password reset code');
    expect(mail.text).toContain('Picha Studio');
    expect(mail.html).toContain('<p');
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(mail.html).toContain(code);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, otp: code, newPassword: OTHER_GOOD_PASSWORD },
    });
    expect(reset.json()).toEqual({ message: authTexts.resetSuccess });
    expect((await me(app, bearer(token))).statusCode).toBe(401);
    expect((await signIn(app, email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(app, email, OTHER_GOOD_PASSWORD)).statusCode).toBe(200);

    // The notice of docs/rules/accounts-and-auth.md#sessions arrives too.
    await eventually(() => expect(smtp.inbox).toHaveLength(2), 10_000);
    expect(smtp.inbox[1]!.mail.subject).toBe('Your Picha Studio password was changed');
    expect(smtp.inbox[1]!.mail.text).toContain('If it was not you');
  });
});
