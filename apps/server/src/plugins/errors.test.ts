import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { createLogger } from '../lib/logger';
import { errorsPlugin } from './errors';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/__boom', async () => {
        throw new Error('secret internal detail at /srv/app.ts:12');
      });
    });
  });
  afterAll(() => t.close());

  it('hides 5xx internals: no message, no stack trace', async () => {
    const res = await t.app.inject({ url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(res.body).not.toMatch(/at .*\.js/);
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('a refused request says why in the debug log (ADR 0041)', () => {
  async function appLoggingAt(level: string) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ loggerInstance: createLogger(level, stream as never) });
    await app.register(errorsPlugin);
    app.post('/api/__taken', async () => {
      throw new AppError('CONFLICT', 'That e-mail address is already registered.', { email: ['Taken.'] });
    });
    app.get('/api/__fine', async () => ({ ok: true }));
    await app.ready();
    return { app, lines };
  }

  it('at debug: the status, code, reason and the fields named, never their values', async () => {
    const { app, lines } = await appLoggingAt('debug');
    const res = await app.inject({ method: 'POST', url: '/api/__taken', payload: { email: 'wanjiku@example.com' } });
    expect(res.statusCode).toBe(409);
    await app.inject({ url: '/api/__fine' });
    const refused = lines.filter((l) => l.msg === 'request refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.refused).toEqual({
      status: 409,
      code: 'CONFLICT',
      reason: 'That e-mail address is already registered.',
      fields: ['email'],
    });
    expect(JSON.stringify(lines)).not.toContain('wanjiku@');
    await app.close();
  });

  it('at info: nothing more than before', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'POST', url: '/api/__taken', payload: {} });
    expect(lines.some((l) => l.msg === 'request refused')).toBe(false);
    await app.close();
  });
});
