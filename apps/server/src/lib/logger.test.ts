import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, maskEmail } from './logger';
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
    await requestContext.run({ reqId: 'req-7' }, async () => {
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
    requestContext.run({ reqId: 'req-8' }, () => {
      log.child({ reqId: 'req-8' }).info('from request.log');
      log.child({ reqId: 'req-8' }).child({ step: 2 }).info('from a child of request.log');
    });
    for (const line of text().trim().split('\n')) {
      expect(count(line), line).toBe(1);
      expect(JSON.parse(line).reqId).toBe('req-8');
    }
  });
});
