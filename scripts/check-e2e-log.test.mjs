import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KINDS, leaksIn, scanLog, secretsFromEnv } from './check-e2e-log.mjs';

/** A pino line as the server writes it. */
const line = (fields) => JSON.stringify({ level: 30, time: 1795659570926, pid: 3626, hostname: 'vm', ...fields });

describe('the server log check (issue 15): what it flags', () => {
  it.each([
    ['a whole address', line({ to: 'achieng.otieno@example.com', msg: 'mail written to the outbox' }), KINDS.email],
    ['an address in a message', line({ msg: 'could not mail wanjiku@example.co.ke' }), KINDS.email],
    [
      'an address in a database error',
      line({ err: { detail: 'Key (email)=(moses.kamau@example.com) already exists.' }, msg: 'request failed' }),
      KINDS.email,
    ],
    ['a URL-encoded address', line({ req: { url: '/signup?mode=otp&email=amani%40example.com' } }), KINDS.email],
    ['a bearer token', line({ req: { headers: { authorization: 'Bearer 7Yq2cKp0vB1n9xWzL3mT' } } }), KINDS.bearer],
    ['a bearer token in text', line({ msg: 'retrying with Bearer 7Yq2cKp0vB1n9xWzL3mT' }), KINDS.bearer],
    ['a cookie header', line({ req: { headers: { cookie: 'theme=dark' } } }), KINDS.cookie],
    [
      'a set-cookie header',
      line({ res: { headers: { 'set-cookie': 'picha_session=Zq8v3JdP0s; HttpOnly' } } }),
      KINDS.cookie,
    ],
    ['a session cookie value in text', line({ msg: 'sent picha_session=Zq8v3JdP0s; Path=/' }), KINDS.cookie],
    ['a session token field', line({ sessionToken: 'Zq8v3JdP0sLk2m', msg: 'signed in' }), KINDS.token],
    ['a token field', line({ token: 'a1b2c3d4e5', msg: 'newsletter' }), KINDS.token],
    [
      'a JWT',
      line({ msg: 'got eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N' }),
      KINDS.token,
    ],
    ['a password field', line({ body: { password: 'Kilimanjaro7' }, msg: 'failed' }), KINDS.password],
    ['a new password field', line({ newPassword: 'Kilimanjaro7' }), KINDS.password],
    ['a password hash', line({ user: { passwordHash: '$argon2id$v=19$m=19456' } }), KINDS.password],
    ['a password in a query', line({ req: { url: '/x?user=a&password=hunter22' } }), KINDS.password],
    ['a reset code field', line({ code: '004217', msg: 'reset code stored' }), KINDS.code],
    ['a reset code as a number', line({ otp: 482913 }), KINDS.code],
    ['a reset code in words', line({ subject: 'Your Picha Studio password reset code 482913' }), KINDS.code],
    ['a reset code in a query', line({ req: { url: '/reset?code=482913' } }), KINDS.code],
    [
      'a newsletter token in a query',
      line({ req: { url: '/api/newsletter/confirm?token=s3cr3t-t0ken&x=1' } }),
      KINDS.token,
    ],
    [
      'SMTP credentials in a URL',
      line({ msg: 'connecting to smtp://mailer:Pa55word@smtp.example.com:587' }),
      KINDS.urlCredentials,
    ],
  ])('%s', (_what, text, kind) => {
    expect(leaksIn(text)).toContain(kind);
  });

  it("a secret of the environment, named by its variable's name only", () => {
    const secrets = secretsFromEnv({ E2E_SMTP_PASSWORD: 'q7W-xZ_9kLm2Pq4R', PATH: '/usr/bin' });
    expect(secrets).toEqual([{ name: 'E2E_SMTP_PASSWORD', value: 'q7W-xZ_9kLm2Pq4R' }]);
    expect(leaksIn(line({ err: { message: 'auth failed for q7W-xZ_9kLm2Pq4R' } }), secrets)).toEqual([
      `${KINDS.env} (E2E_SMTP_PASSWORD)`,
    ]);
    // URL-encoded too.
    const withSlash = secretsFromEnv({ METRICS_TOKEN: 'abc/def+ghi=jkl' });
    expect(leaksIn(line({ req: { url: '/metrics?t=abc%2Fdef%2Bghi%3Djkl' } }), withSlash)).toContain(
      `${KINDS.env} (METRICS_TOKEN)`,
    );
  });

  it('the passwords inside URL variables, not the URLs', () => {
    expect(
      secretsFromEnv({
        SMTP_URL: 'smtp://mailer:Pa%24%24word-2026@smtp.example.com:587',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        REDIS_URL: 'redis://:short@127.0.0.1:6379',
      }),
    ).toEqual([{ name: "SMTP_URL's password", value: 'Pa$$word-2026' }]);
  });
});

describe('the server log check: what it leaves alone', () => {
  it.each([
    ['a masked address', line({ to: 'a***@example.com', email: 's***@picha.test', msg: 'admin account created' })],
    ['redacted values', line({ password: '[redacted]', token: '[redacted]', code: '[redacted]', otp: '[redacted]' })],
    [
      'redacted headers and query values',
      line({
        req: {
          url: '/api/newsletter/confirm?token=[redacted]&x=1',
          headers: { authorization: '[redacted]', cookie: '[redacted]' },
        },
      }),
    ],
    [
      'a request',
      line({ reqId: 'c0a8012e-7d4f-4b8e-9f1a-2b3c4d5e6f70', req: { method: 'POST', url: '/api/auth/signin' } }),
    ],
    ['a URL without credentials', line({ msg: 'serving on http://127.0.0.1:3300 (embedded database)' })],
    ['a URL with a user only', line({ msg: 'connecting to postgres://postgres@127.0.0.1:5432/test' })],
    ['a URL with a masked password', line({ msg: 'connecting to redis://user:****@cache.internal:6379' })],
    ['an image named for its density', line({ req: { url: '/media/logo@2x.png' } })],
    ['a package and its version', line({ msg: 'pg-boss@10.1.3 started' })],
    ['a stack trace', line({ err: { stack: 'at /work/node_modules/@fastify/static/index.js:1:2' } })],
    ['status codes and durations', line({ res: { statusCode: 200 }, responseTime: 123456.789 })],
    ['an error code', line({ err: { code: 'ECONNREFUSED' } })],
    ['a database error code', line({ err: { code: '23505' } })],
    ['counts and ids', line({ tokens: 3, sweptFiles: 123456, bookingId: 482913 })],
    ['a page query', line({ req: { url: '/signup?mode=otp' } })],
    ['an SMTP reply code in words', line({ err: { message: 'Unexpected code 421 from the server' } })],
    ['the word Bearer in a sentence', line({ msg: 'send Authorization: Bearer <token>' })],
  ])('%s', (_what, text) => {
    expect(leaksIn(text)).toEqual([]);
  });
});

describe('the server log check, run on a file', () => {
  const write = (text) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-check-'));
    const file = path.join(dir, 'server.log');
    fs.writeFileSync(file, text);
    return file;
  };
  const script = path.join(import.meta.dirname, 'check-e2e-log.mjs');

  it('counts the lines and gives the line numbers of the leaks', () => {
    const text = [line({ msg: 'ok' }), line({ to: 'baraka@example.com' }), line({ msg: 'ok' }), ''].join('\n');
    expect(scanLog(text)).toEqual({ lines: 3, findings: [{ line: 2, kinds: [KINDS.email] }] });
  });

  it('fails with the line number and the kind, never the value', () => {
    const file = write(`${line({ msg: 'ok' })}\n${line({ password: 'Kilimanjaro7', to: 'baraka@example.com' })}\n`);
    const run = spawnSync(process.execPath, [script, file], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('2 lines scanned, 1 with a leak');
    expect(run.stdout).toContain(`line 2: ${KINDS.email}, ${KINDS.password}`);
    expect(run.stdout).not.toContain('Kilimanjaro7');
    expect(run.stdout).not.toContain('baraka');
  });

  it('passes a clean log, and fails when there is no log at all', () => {
    const clean = spawnSync(process.execPath, [script, write(`${line({ msg: 'ok' })}\n`)], { encoding: 'utf8' });
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain('1 lines scanned, no secret');
    const missing = spawnSync(process.execPath, [script, path.join(os.tmpdir(), 'no-such-dir', 'server.log')], {
      encoding: 'utf8',
    });
    expect(missing.status).toBe(1);
  });
});
