import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_VIDEO, validFields } from '../test/photographers';
import { unusedPort } from '../test/test-app';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every process below `pid` (its children, theirs, ...), read from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const all: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      all.push(c);
      walk(c);
    }
  };
  walk(pid);
  return all;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A zombie has exited; only its parent has not read its status yet.
    return !/^\S+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function until<T>(what: string, ms: number, test: () => T | Promise<T>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await test();
    if (value) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function request(port: number, method: string, url: string, body?: object, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** A new account made a photographer, through the API of the server on `port`: its bearer token. */
async function photographerToken(port: number): Promise<string> {
  const signup = await request(port, 'POST', '/api/auth/signup', {
    name: 'Wanjiku Kamau',
    email: `supervised.${Date.now()}@example.com`,
    password: 'Kilimanjaro7',
    confirmPassword: 'Kilimanjaro7',
  });
  const { token } = (await signup.json()) as { token: string };
  const role = await request(
    port,
    'POST',
    '/api/created-id',
    { role: 'photographer' },
    { authorization: `Bearer ${token}` },
  );
  expect(role.status).toBeLessThan(300);
  return token;
}

/**
 * A multipart upload of a portfolio with a `size`-byte video, sent in pieces over about `overMs`,
 * so that it is still arriving when the test stops the server. Answers the status and body.
 */
function slowUpload(
  port: number,
  token: string,
  size: number,
  overMs: number,
): Promise<{ status: number; body: string }> {
  const boundary = `----studio${Date.now()}`;
  const fields: Record<string, string> = { ...validFields, email: `drain.${Date.now()}@example.com` };
  const video = SAMPLE_VIDEO;
  const photo = fs.readFileSync(path.join(root, 'apps/web/media-src/photos/basketball-court-01.jpg'));
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="first.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
  );
  const videoHead = Buffer.from(
    `\r\n--${boundary}\r\ncontent-disposition: form-data; name="video"; filename="reel.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
  );
  // The sample film, then zeros to `size`: the type is read from the first bytes.
  const padding = size - video.length;
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + photo.length + videoHead.length + size + tail.length;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/photographers/portfolio',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(total),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(photo);
    req.write(videoHead);
    req.write(video);
    const chunk = Buffer.alloc(1024 * 1024);
    const pieces = Math.ceil(padding / chunk.length);
    let sent = 0;
    const next = () => {
      if (sent >= padding) {
        req.end(tail);
        return;
      }
      const n = Math.min(chunk.length, padding - sent);
      sent += n;
      req.write(n === chunk.length ? chunk : chunk.subarray(0, n));
      setTimeout(next, overMs / pieces);
    };
    next();
  });
}

// `npm start` with the embedded database: its own machinery, not the database's kind.
describe.skipIf(process.env.TEST_DB === 'external')('npm start under a supervisor (ADR 0041)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-supervised-'));
  fs.chmodSync(dataDir, 0o755);
  let npm: ChildProcess | undefined;
  afterAll(() => {
    // Whatever the test left (only when it failed): its own process group.
    if (npm?.pid && alive(npm.pid)) process.kill(-npm.pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM to npm lets a 50 MB upload in flight finish, then leaves no process behind', async () => {
    const port = await unusedPort();
    let output = '';
    npm = spawn('npm', ['start'], {
      cwd: root,
      // Its own process group, as a supervisor or a terminal would start it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        START_FROM_SOURCE: '1',
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
      },
    });
    const collect = (c: Buffer) => (output += c.toString());
    npm.stdout!.on('data', collect);
    npm.stderr!.on('data', collect);
    await until('the server serving', 90_000, async () => {
      if (npm!.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
      return output.includes('serving on');
    });
    const tree = descendants(npm.pid!);
    // npm, its shell, the launcher, the server and PostgreSQL's processes.
    expect(tree.length).toBeGreaterThanOrEqual(4);

    const token = await photographerToken(port);

    const upload = slowUpload(port, token, 50 * 1024 * 1024, 4000);
    await new Promise((r) => setTimeout(r, 1000));
    process.kill(npm.pid!, 'SIGTERM');
    const answer = await upload;
    expect(answer.status, answer.body).toBe(201);

    await until('every process of npm start gone', 40_000, () => [npm!.pid!, ...tree].every((p) => !alive(p)));
    expect(output).toContain('shutting down');
    expect(output).toContain('stopped');
    // Stopping is not an outage: nothing said the database went away.
    expect(output).not.toContain('lost its database connection');
  }, 150_000);

  it('past SHUTDOWN_GRACE_SECONDS the server exits anyway, and its database stops with it', async () => {
    const port = await unusedPort();
    let output = '';
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(root, 'apps/server'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_SECONDS: '2',
      },
    });
    const collect = (c: Buffer) => (output += c.toString());
    server.stdout!.on('data', collect);
    server.stderr!.on('data', collect);
    await until('the server serving', 90_000, () => {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      return output.includes('serving on');
    });
    const tree = descendants(server.pid!);
    const token = await photographerToken(port);
    // An upload far slower than the grace period.
    const upload = slowUpload(port, token, 20 * 1024 * 1024, 60_000).catch(() => ({ status: 0, body: 'cut' }));
    await new Promise((r) => setTimeout(r, 500));
    const stoppedAt = Date.now();
    server.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => server.once('exit', (c) => r(c)));
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(code).toBe(1);
    expect(output).toContain('the stop did not finish within 2 s (SHUTDOWN_GRACE_SECONDS); exiting now');
    expect((await upload).status).not.toBe(201);
    await until('the embedded database gone', 20_000, () => tree.every((p) => !alive(p)));
  }, 150_000);
});
