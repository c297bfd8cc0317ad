import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock';
import { embeddedDbDir, startEmbeddedPostgres } from './embedded';
import type { Logger as AppLogger } from '../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'info' | 'debug' | 'error'>;

export type Db = NodePgDatabase;
/** A transaction's handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: repositories that take part in a caller's transaction accept both. */
export type DbOrTx = Db | Tx;

/**
 * The connection a transaction runs on, for a library that takes part in it with SQL of its own
 * (pg-boss's `send`). drizzle keeps it on the transaction's session; it does not export it.
 */
export function clientOf(tx: Tx): pg.PoolClient {
  const client = (tx as unknown as { session?: { client?: pg.PoolClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('no connection behind this transaction');
  return client;
}

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** True when the database is the embedded one this process started. */
  embedded: boolean;
  close(): Promise<void>;
}

/** How many connections a process's pool holds, and how long a query waits for one (ADR 0036). */
export interface PoolSettings {
  size: number;
  waitSeconds: number;
}
export const DEFAULT_POOL: PoolSettings = { size: 10, waitSeconds: 15 };

/** What the pool emits after each checkout: the seconds it waited, and whether it gave up. */
export const POOL_CHECKOUT_EVENT = 'checkout';
export type PoolCheckoutListener = (seconds: number, timedOut: boolean) => void;

/**
 * Every checkout (a query's or a transaction's) reports how long it waited for a connection, for
 * `/metrics`. pg's pool takes its connections through `connect`, its own queries included.
 */
function observeCheckouts(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb: (err: Error | undefined, ...rest: unknown[]) => void) => void;
  const report = (started: number, err: Error | undefined) =>
    pool.emit(
      POOL_CHECKOUT_EVENT,
      (performance.now() - started) / 1000,
      err?.message.includes('timeout exceeded when trying to connect') ?? false,
    );
  pool.connect = ((callback?: (err: Error | undefined, ...rest: unknown[]) => void) => {
    const started = performance.now();
    if (callback)
      return connect((err, ...rest) => {
        report(started, err);
        callback(err, ...rest);
      });
    return new Promise((resolve, reject) =>
      connect((err, client) => {
        report(started, err);
        if (err) reject(err);
        else resolve(client as pg.PoolClient);
      }),
    );
  }) as typeof pool.connect;
}

export function connect(
  url: string,
  onClose: () => Promise<void> = async () => {},
  settings: PoolSettings = DEFAULT_POOL,
): Database {
  // A burst larger than the pool queues for a connection for up to waitSeconds, rather than
  // failing at once with 503 (docs/rules/history.md#issue-30).
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.size,
    connectionTimeoutMillis: settings.waitSeconds * 1000,
  });
  observeCheckouts(pool);
  // A client losing its connection must not crash the process: an idle one's error comes to the
  // pool, and a cut connection can report a second error after its query has already failed.
  // The query in flight (if any) still gets the error; the next one reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return {
    db: drizzle(pool),
    pool,
    embedded: false,
    async close() {
      if (!pool.ended) await pool.end();
      await onClose();
    },
  };
}

/**
 * PostgreSQL at `databaseUrl` when given, otherwise the embedded server on `dataDir/db`. The
 * embedded one belongs to one process: this takes the data directory's lock (server.pid) until
 * close, so the server and the db:* and admin commands never share it, and a PostgreSQL found
 * running on it can only be one whose server died.
 */
export async function openDatabase(
  opts: { databaseUrl?: string; dataDir: string; pool?: PoolSettings },
  log: Logger,
): Promise<Database> {
  if (opts.databaseUrl) return connect(opts.databaseUrl, undefined, opts.pool);
  const unlock = lockDataDir(opts.dataDir);
  try {
    const dbDir = await embeddedDbDir(opts.dataDir);
    if (dbDir !== path.join(opts.dataDir, 'db')) {
      log.info(`The embedded database lives in ${dbDir}: a home folder keeps the postgres user out of ${opts.dataDir}`);
    }
    const embedded = await startEmbeddedPostgres(dbDir, 'studio', log);
    return {
      ...connect(
        embedded.url,
        async () => {
          await embedded.stop();
          unlock();
        },
        opts.pool,
      ),
      embedded: true,
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
