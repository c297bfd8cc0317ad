import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestMailer, eventually, type TestMailer } from '../../test/test-app';
import { type App, buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { Database } from '../db/client';
import { seed } from '../seed/seed';
import { createLogger } from '../lib/logger';

/** A service of the usual shape: handed the base logger when the routes are built, not `request.log`. */
function greeter(deps: { log: Logger }) {
  return {
    async greet(name: string) {
      await new Promise((r) => setTimeout(r, 5));
      deps.log.info({ name }, 'greeter: greeting');
      return `Hello, ${name}`;
    },
  };
}

/** Every line the server's logger writes, as text and as parsed lines. */
function memoryStream() {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((raw) => ({ raw, json: JSON.parse(raw) as Record<string, unknown> })),
  };
}

/**
 * A POST whose body arrives in two parts some time apart, as over a slow network: the handler then
 * runs from the connection's later events, outside the context the request was entered in.
 */
function slowPost(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; requestId: string | undefined }>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: res.headers['x-request-id'] as string }));
    });
    req.on('error', reject);
    req.flushHeaders();
    const half = Math.floor(body.length / 2);
    setTimeout(() => req.write(body.slice(0, half)), 30);
    setTimeout(() => req.end(body.slice(half)), 60);
  });
}

/** How many times a key occurs in one JSON line as written (JSON.parse would hide a duplicate). */
const occurrences = (raw: string, key: string) => raw.split(`"${key}":`).length - 1;

describe("every line written while serving a request carries the request's id (issue 15, ADR 0021)", () => {
  let app: App;
  let database: Database;
  let mailer: TestMailer;
  let dataDir: string;
  let base: string;
  const out = memoryStream();

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-test-data-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      JOBS_POLL_SECONDS: '0.5',
    });
    await seed(database.db, env, { info() {} });
    mailer = createTestMailer();
    // As server.ts does: the process's logger (here writing to memory) becomes Fastify's.
    const logger = createLogger('info', out.stream);
    app = await buildApp({ env, db: database.db, pool: database.pool, mailer, logger });
    const service = greeter({ log: app.log });
    app.get('/test/greet', async () => ({ text: await service.greet('Amani') }));
    app.post('/test/greet', async (request) => ({
      text: await service.greet((request.body as { name: string }).name),
    }));
    // Over a real socket, not only inject(): a body then arrives in events of the connection.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** The lines of one request, found by its id wherever the key sits. */
  const linesOf = (reqId: string) => out.lines().filter((l) => l.json.reqId === reqId);

  it("a service's line gets the id Fastify gave the request and sent back as X-Request-Id, once", async () => {
    const res = await app.inject({ url: '/test/greet' });
    expect(res.statusCode).toBe(200);
    const reqId = res.headers['x-request-id'];
    expect(typeof reqId).toBe('string');
    const mine = linesOf(String(reqId));
    expect(mine.map((l) => l.json.msg)).toEqual(['incoming request', 'greeter: greeting', 'request completed']);
    for (const line of mine) expect(occurrences(line.raw, 'reqId'), line.raw).toBe(1);
  });

  it('also after a body was read (the handler then runs from the stream events), and with an id the client sent', async () => {
    const res = await slowPost(`${base}/test/greet`, { 'x-request-id': 'client-chosen-id-1' }, '{"name":"Baraka"}');
    expect(res).toEqual({ status: 200, requestId: 'client-chosen-id-1' });
    const greeting = linesOf('client-chosen-id-1').find((l) => l.json.msg === 'greeter: greeting');
    expect(greeting?.json.name).toBe('Baraka');
    expect(occurrences(greeting?.raw ?? '', 'reqId')).toBe(1);
  });

  it('requests served at once keep their own ids', async () => {
    const ids = ['parallel-a', 'parallel-b', 'parallel-c', 'parallel-d'];
    await Promise.all(
      ids.map((id) => slowPost(`${base}/test/greet`, { 'x-request-id': id }, JSON.stringify({ name: id }))),
    );
    for (const id of ids) {
      const greeting = out.lines().filter((l) => l.json.msg === 'greeter: greeting' && l.json.name === id);
      expect(greeting.map((l) => l.json.reqId)).toEqual([id]);
    }
  });

  it("a real module's service, logging through app.log after the answer (a failed contact mail), carries it", async () => {
    mailer.failNext();
    const res = await slowPost(
      `${base}/api/contact`,
      { 'x-request-id': 'contact-mail-fails' },
      JSON.stringify({ name: 'Wanjiku Kamau', email: 'wanjiku@example.co.ke', message: 'We are marrying.' }),
    );
    expect(res.status).toBe(201);
    await eventually(() => {
      const failed = out.lines().find((l) => String(l.json.msg).startsWith('contact message mail failed'));
      expect(failed?.json.reqId).toBe('contact-mail-fails');
      expect(occurrences(failed?.raw ?? '', 'reqId')).toBe(1);
    });
  });

  it('lines written outside a request (start-up, job workers) get no id', async () => {
    app.log.info('outside any request');
    const line = out.lines().find((l) => l.json.msg === 'outside any request');
    expect(line).toBeDefined();
    expect(line?.raw).not.toContain('"reqId"');
  });
});
