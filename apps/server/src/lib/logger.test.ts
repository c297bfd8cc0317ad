import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer';
import { createLogger, maskEmail, maskEmailsIn } from './logger';
import { requestContext } from './request-context';

/** Everything the logger writes, as text. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger('info', stream as never), text: () => lines.join('') };
}

describe('logs hold no secret and no whole e-mail address (issue 15)', () => {
  it('masks addresses and redacts passwords, tokens, codes and credentials', () => {
    const { log, text } = capture();
    log.info({ to: 'achieng.otieno@example.com', email: 'wanjiku@example.co.ke' }, 'mail');
    log.error({ err: new Error('x'), body: { password: 'Kilimanjaro7', token: 'abc.def', code: '123456' } }, 'failed');
    log.info(
      {
        req: {
          method: 'GET',
          url: '/api/newsletter/confirm?token=s3cr3t-t0ken&x=1',
          headers: { authorization: 'Bearer s3cr3t', cookie: 'picha_session=s3cr3t' },
          socket: { remoteAddress: '127.0.0.1' },
        },
      },
      'incoming request',
    );
    const out = text();
    for (const secret of ['achieng.otieno@', 'wanjiku@', 'Kilimanjaro7', 'abc.def', '123456', 's3cr3t']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('a***@example.com');
    expect(out).toContain('token=[redacted]&x=1');
  });

  it("an SMTP server's refusal of a recipient names no whole address (its message, stack, response, rejected list)", async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = smtp.server.address() as AddressInfo;
      const { log, text } = capture();
      const mailer = createMailer(
        { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'hello@picha.studio', outboxDir: '.' },
        log,
      );
      const err = await mailer
        .send({ to: 'achieng.otieno@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })
        .catch((e: unknown) => e);
      expect(String(err)).toContain('achieng.otieno@example.com');
      log.error({ err, to: 'achieng.otieno@example.com' }, 'mail failed');
      const out = text();
      expect(out).toContain('Recipient address rejected');
      expect(out).not.toContain('achieng.otieno@');
      expect(out).toContain('a***@example.com');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("keeps an error's code (a system error's, an SQL state) while a form's code stays redacted", () => {
    const { log, text } = capture();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });
    log.error({ err: refused }, 'database down');
    log.error({ err: duplicate, body: { code: '654321' } }, 'insert failed');
    const lines = text()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0].err.code).toBe('ECONNREFUSED');
    expect(lines[1].err.code).toBe('23505');
    expect(lines[1].body.code).toBe('[redacted]');
  });

  it('addresses in messages, database errors and URL-encoded query values are masked too', () => {
    const { log, text } = capture();
    log.warn(`could not reach moses.kamau@example.com`);
    log.error({
      err: Object.assign(new Error('duplicate key'), { detail: 'Key (email)=(baraka@example.co.ke) exists.' }),
    });
    log.info({ req: { method: 'GET', url: '/x?email=amani%40example.com', socket: {} } }, 'incoming request');
    const out = text();
    for (const address of ['moses.kamau@', 'baraka@', 'amani%40']) expect(out).not.toContain(address);
    expect(out).toContain('m***@example.com');
    expect(out).toContain('b***@example.co.ke');
    expect(out).toContain('a***%40example.com');
  });

  it("a failed query's parameters (row values, hashes, tokens) are left out; the query stays", () => {
    const { log, text } = capture();
    const cause = new Error('duplicate key value violates unique constraint');
    const err = new DrizzleQueryError(
      'insert into "newsletter_subscribers" ("email", "token") values ($1, $2)',
      ['wanjiku@example.co.ke', 'n3wsl3tt3r-t0k3n'],
      cause,
    );
    log.error({ err }, 'request failed');
    const out = text();
    expect(out).not.toContain('n3wsl3tt3r-t0k3n');
    expect(out).not.toContain('wanjiku');
    const logged = JSON.parse(out).err;
    expect(logged.params).toBe('[redacted]');
    expect(logged.message).toContain('insert into "newsletter_subscribers" ("email", "token") values ($1, $2)');
    expect(logged.message).toContain('params: [redacted]');
    expect(logged.message).toContain('duplicate key value');
    expect(logged.stack).toContain('params: [redacted]');
  });

  it('maskEmailsIn leaves masked addresses, file names and packages alone', () => {
    const line = 'a***@example.com /media/logo@2x.png pg-boss@10.1.3 /node_modules/@fastify/static postgres@localhost';
    expect(maskEmailsIn(line)).toBe(line);
  });

  it('maskEmail keeps the first letter and the domain only', () => {
    expect(maskEmail('moses.kamau@example.com')).toBe('m***@example.com');
    expect(maskEmail('not-an-address')).toBe('[redacted]');
  });
});

describe("a request's id on every line written while serving it (issue 15, ADR 0021)", () => {
  const count = (line: string) => line.split('"reqId":').length - 1;

  it('the base logger adds the id of the request being served, and nothing outside one', async () => {
    const { log, text } = capture();
    log.info('before');
    await requestContext.run({ reqId: 'req-7', locale: 'en' }, async () => {
      await new Promise((r) => setTimeout(r, 1));
      log.info('during');
      log.child({ module: 'mail' }).info('during, from a child');
    });
    log.info('after');
    const [before, during, child, after] = text().trim().split('\n');
    expect(count(before ?? '')).toBe(0);
    expect(count(after ?? '')).toBe(0);
    expect(JSON.parse(during ?? '{}').reqId).toBe('req-7');
    expect(JSON.parse(child ?? '{}').reqId).toBe('req-7');
  });

  it("a logger bound to the id already (Fastify's request.log) writes it once, its own", () => {
    const { log, text } = capture();
    requestContext.run({ reqId: 'req-8', locale: 'en' }, () => {
      log.child({ reqId: 'req-8' }).info('from request.log');
      log.child({ reqId: 'req-8' }).child({ step: 2 }).info('from a child of request.log');
    });
    for (const line of text().trim().split('\n')) {
      expect(count(line), line).toBe(1);
      expect(JSON.parse(line).reqId).toBe('req-8');
    }
  });
});
