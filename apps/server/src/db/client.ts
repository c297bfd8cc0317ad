import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock';
import { embeddedDbDir, startEmbeddedPostgres } from './embedded';

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

interface Logger {
  info(msg: string): void;
  debug(msg: string): void;
  error(msg: string): void;
}

export function connect(url: string, onClose: () => Promise<void> = async () => {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
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
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }, log: Logger): Promise<Database> {
  if (opts.databaseUrl) return connect(opts.databaseUrl);
  const unlock = lockDataDir(opts.dataDir);
  try {
    const dbDir = await embeddedDbDir(opts.dataDir);
    if (dbDir !== path.join(opts.dataDir, 'db')) {
      log.info(`The embedded database lives in ${dbDir}: a home folder keeps the postgres user out of ${opts.dataDir}`);
    }
    const embedded = await startEmbeddedPostgres(dbDir, 'studio', log);
    return {
      ...connect(embedded.url, async () => {
        await embedded.stop();
        unlock();
      }),
      embedded: true,
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
