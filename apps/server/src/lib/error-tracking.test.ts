import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorTracker, noErrorTracking, startErrorTracking } from './error-tracking';
import { createLogger } from './logger';

/** A stand-in for the error service: keeps the events of every envelope it is sent. */
function errorService() {
  const events: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const [, header, item] = body.toString('utf8').split('\n');
      if (header && JSON.parse(header).type === 'event' && item) events.push(JSON.parse(item));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, events };
}

const quietStream = new Writable({ write: (_chunk, _enc, done) => done() });
const build = { version: '9.9.9', commit: 'abc1234', node: process.versions.node };

describe('error tracking (SENTRY_DSN, docs/decisions/0043)', () => {
  const service = errorService();
  let tracker: ErrorTracker;
  beforeAll(async () => {
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    const { port } = service.server.address() as AddressInfo;
    tracker = await startErrorTracking({ dsn: `http://publickey@127.0.0.1:${port}/42`, environment: 'test' }, build);
  });
  afterAll(() => new Promise<void>((resolve) => service.server.close(() => resolve())));

  it('reports an error line with its error, the request id and the release, scrubbed like a log line', async () => {
    const log = createLogger('info', quietStream as never, tracker.capture);
    const child = log.child({ reqId: 'req-7' });
    child.error({ err: new Error('mail to amina.w@example.com refused') }, 'job failed on its last try');
    const queryError = Object.assign(new Error('Failed query: insert into users\nparams: secret-token,b@example.com'), {
      params: ['secret-token'],
    });
    log.fatal({ err: queryError, queue: 'mail' }, 'an exception nothing caught');
    log.info({ err: new Error('not an error line') }, 'info');
    log.error('an error line without an error');
    await tracker.flush(5000);

    expect(service.events).toHaveLength(2);
    const [first, second] = service.events as Array<{
      exception: { values: { type: string; value: string }[] };
      tags: Record<string, string>;
      extra: Record<string, string>;
      release: string;
      environment: string;
      level: string;
    }>;
    expect(first?.exception.values[0]).toMatchObject({ type: 'Error', value: 'mail to a***@example.com refused' });
    expect(first?.tags).toMatchObject({ request_id: 'req-7' });
    expect(first?.extra).toMatchObject({ log_message: 'job failed on its last try' });
    expect(first).toMatchObject({ release: 'picha-studio@9.9.9+abc1234', environment: 'test', level: 'error' });
    expect(second?.exception.values[0]?.value).toBe('Failed query: insert into users\nparams: [redacted]');
    expect(second).toMatchObject({ level: 'fatal', tags: { queue: 'mail' } });
    expect(JSON.stringify(service.events)).not.toMatch(/secret-token|amina|b@example/);
  });

  it('without a DSN nothing is loaded or sent', async () => {
    expect(await startErrorTracking({ environment: 'test' }, build)).toBe(noErrorTracking);
  });
});
