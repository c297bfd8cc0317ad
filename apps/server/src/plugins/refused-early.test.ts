import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { inputTexts } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * docs/rules/history.md#issue-30: requests refused before their route runs answer in the API's shape, readable by the
 * client. A 2 MB JSON body's 413 came with the connection closed while the client still sent (it
 * saw a reset, not the 413); a path part past the router's limit answered 414 with Fastify's text
 * naming the internal path, which reached the title of the page that asked (503).
 */
describe('requests refused before their route', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /**
   * As curl and most HTTP libraries do: sends the whole body (`bytes` of JSON in 64 KB writes, a
   * few milliseconds apart, as on a real link), then reads the answer. A write the server refuses
   * (the connection closed under it) fails the upload.
   */
  const postLarge = (bytes: number, chunked: boolean) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (c: string) => {
        received += c;
      });
      let failure: Error | undefined;
      let sentAll = false;
      let ended = false;
      const settle = () => {
        if (failure) return reject(failure);
        if (!sentAll || !ended) return;
        const [head = '', body = ''] = received.split('\r\n\r\n');
        const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]);
        const whole = /transfer-encoding: chunked/i.test(head)
          ? body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '')
          : body;
        resolve({ status, body: whole });
      };
      socket.on('error', (err) => {
        failure ??= err;
        settle();
      });
      socket.on('end', () => {
        ended = true;
        settle();
      });
      socket.on('connect', async () => {
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${
            chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`
          }\r\nConnection: close\r\n\r\n`,
        );
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        for (let sent = 0; sent < bytes; sent += chunk.length) {
          const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
          const framed = chunked
            ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])
            : part;
          const failed = await new Promise<Error | null | undefined>((done) => socket.write(framed, done));
          if (failed) {
            failure ??= failed;
            return settle();
          }
          await new Promise((r) => setTimeout(r, 1));
        }
        if (chunked) socket.write('0\r\n\r\n');
        sentAll = true;
        settle();
      });
    });

  it('lets a client finish sending 2 MB of JSON and read the 413', async () => {
    for (const chunked of [false, true]) {
      const res = await postLarge(2 * 1024 * 1024, chunked);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('answers 404 in its own words for a path part longer than any id, never 414 with internal text', async () => {
    const long = 'x'.repeat(150);
    for (const url of [
      `/api/photographers/portfolio/${long}`,
      `/api/photographers/${long}/packages`,
      `/api/blogs/${long}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: inputTexts.addressNotFound, code: 'NOT_FOUND' });
    }
    const bad = await t.app.inject({ url: '/api/blogs/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: inputTexts.badAddress, code: 'BAD_REQUEST' });
  });
});
