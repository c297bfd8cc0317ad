import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { getConstructionPlans } from 'pg-boss';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { lockDataDir } from '../lib/data-dir-lock';
import { embeddedDbDir, startEmbeddedPostgres } from './embedded';
import { JOBS_SCHEMA } from './jobs-schema';
import { appliedMigrations, committedMigrations, migrateWithin, SCHEMA_LOCK_KEY } from './migrate';
import type { Logger as AppLogger } from '../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'info'>;

/**
 * `npm run db:move`: the whole database, copied between the embedded PostgreSQL of DATA_DIR and a
 * PostgreSQL server, either way (ADR 0042). The two are of different major versions and the
 * embedded package ships no pg_dump, so the copy is table by table in text-format COPY streams:
 * the source read in one snapshot, the target written in one transaction that commits only when
 * every table's row count matches, so a failure anywhere leaves the target as it was.
 */

export class MoveError extends Error {}

/** The product's tables, drizzle's journal of migrations and the job queue's tables. */
const MOVED_SCHEMAS = ['public', 'drizzle', JOBS_SCHEMA];

/**
 * The only tables a target may hold rows in before a move: those the migrations and pg-boss's
 * install fill by themselves. The source's rows replace them. (move.test.ts checks the list
 * against a freshly migrated database.)
 */
export const SETUP_TABLES = [
  'public.marketplace_settings',
  'drizzle.__drizzle_migrations',
  `${JOBS_SCHEMA}.version`,
  `${JOBS_SCHEMA}.instance`,
];

const CONNECT_TIMEOUT_MS = 10_000;

export interface MoveSummary {
  tables: number;
  rows: number;
  /** Jobs waiting to run (created or to be retried): pending e-mails, booking expiries... */
  queuedJobs: number;
}

/** A server's address as given, and as shown (the password hidden). */
export interface ServerAddress {
  url: string;
  shown: string;
  host: string;
  where: string;
  user: string;
  database: string;
}

const hidePassword = (url: string) => url.replace(/^([a-z]+:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');

/** Checks that `url` names a PostgreSQL database; refuses anything else with one sentence. */
export function serverAddress(url: string): ServerAddress {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  const host = parsed?.hostname || parsed?.searchParams.get('host');
  const database = decodeURIComponent(parsed?.pathname.slice(1) ?? '');
  if (!parsed || !/^postgres(ql)?:$/.test(parsed.protocol) || !host || !database) {
    throw new MoveError(
      `${hidePassword(url) || 'An empty address'} is not a PostgreSQL database's address: write it as postgres://user:password@host:5432/database.`,
    );
  }
  return {
    url,
    shown: hidePassword(url),
    host,
    where: `${host}:${parsed.port || '5432'}`,
    user: decodeURIComponent(parsed.username) || 'the default user',
    database,
  };
}

/** The one sentence that says why `address` could not be reached or refused us. */
function connectFailure(err: unknown, address: ServerAddress): string {
  const code = (err as { code?: string }).code;
  const message = err instanceof Error ? err.message : String(err);
  const { where, user, database } = address;
  if (code === 'ECONNREFUSED')
    return `Nothing answers at ${where} (connection refused): check the address, and that PostgreSQL runs there.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `The host ${address.host} is not known: check the address.`;
  if (code === 'ETIMEDOUT' || /timeout/i.test(message))
    return `No answer from ${where} within ${CONNECT_TIMEOUT_MS / 1000} s: check the address and any firewall between.`;
  if (code === '28P01') return `The server at ${where} refused the password of ${user}.`;
  if (code === '28000') return `The server at ${where} refused ${user}: ${message}.`;
  if (code === '3D000')
    return `There is no database ${database} at ${where}: create it (createdb ${database}), then move again.`;
  return `Could not connect to ${where}: ${message}${code && !message.includes(code) ? ` (${code})` : ''}.`;
}

async function connectTo(url: string, address?: ServerAddress): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'studio db:move',
  });
  // A connection cut mid-move fails the query in flight; this keeps the process alive to say so.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => {});
    if (address) throw new MoveError(connectFailure(err, address));
    throw err;
  }
  return client;
}

interface Table {
  /** schema.name as typed, for messages and SETUP_TABLES. */
  key: string;
  /** Quoted for SQL. */
  sql: string;
  /** The columns COPY carries (quoted): every stored one but generated columns, which follow. */
  columns: string[];
}

/** The plain tables (partitions included, their partitioned parents not) of the moved schemas. */
async function tablesOf(client: pg.ClientBase): Promise<Map<string, Table>> {
  const { rows } = await client.query<{ key: string; sql: string; columns: string[] }>(
    `select n.nspname || '.' || c.relname as key, format('%I.%I', n.nspname, c.relname) as sql,
       array(select quote_ident(a.attname) from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1::text[]) and c.relkind = 'r'
     order by 1`,
    [MOVED_SCHEMAS],
  );
  return new Map(rows.map((t) => [t.key, t]));
}

/**
 * The tables in an order that inserts every referenced row before the rows referring to it, from
 * the target's own foreign keys (a partitioned table stands for its partitions). Deferrable keys
 * are checked at the end instead (SET CONSTRAINTS ALL DEFERRED); a key to the same table is
 * checked at the end of its COPY.
 */
async function insertOrder(target: pg.ClientBase, tables: Table[]): Promise<Table[]> {
  const { rows } = await target.query<{ child: string; parent: string }>(
    `select format('%I.%I', cn.nspname, cc.relname) as child, format('%I.%I', pn.nspname, pc.relname) as parent
     from pg_constraint k
     join pg_class cc on cc.oid = k.conrelid and cc.relkind = 'r'
     join pg_namespace cn on cn.oid = cc.relnamespace
     join pg_class pc on pc.relkind = 'r'
       and (pc.oid = k.confrelid or pc.oid in (select relid from pg_partition_tree(k.confrelid) where isleaf))
     join pg_namespace pn on pn.oid = pc.relnamespace
     where k.contype = 'f' and not k.condeferrable and cc.oid <> pc.oid`,
  );
  const bySql = new Map(tables.map((t) => [t.sql, t]));
  const needs = new Map(tables.map((t) => [t.sql, new Set<string>()]));
  for (const { child, parent } of rows) if (bySql.has(child) && bySql.has(parent)) needs.get(child)!.add(parent);
  const ordered: Table[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t.sql) && [...needs.get(t.sql)!].every((p) => placed.has(p)));
    if (!ready.length) {
      const stuck = tables.filter((t) => !placed.has(t.sql)).map((t) => t.key);
      throw new MoveError(`The tables ${stuck.join(', ')} refer to each other in a circle: no order inserts them.`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.sql);
    }
  }
  return ordered;
}

async function rowCount(client: pg.ClientBase, table: Table): Promise<number> {
  const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from ${table.sql}`);
  return Number(rows[0]!.n);
}

/** The tables of `tables` that hold at least one row. */
async function tablesWithRows(client: pg.ClientBase, tables: Table[]): Promise<string[]> {
  const full: string[] = [];
  for (const t of tables) {
    const { rows } = await client.query(`select 1 from ${t.sql} limit 1`);
    if (rows.length) full.push(t.key);
  }
  return full;
}

/** Other sessions on the same database (a server process still running on it, say). */
async function otherConnections(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*)::text as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return Number(rows[0]!.n);
}

async function schemaExists(client: pg.ClientBase, schema: string): Promise<boolean> {
  const { rows } = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
  return rows.length > 0;
}

async function jobSchemaVersion(client: pg.ClientBase): Promise<number | undefined> {
  const found = await client.query<{ at: string | null }>('select to_regclass($1)::text as at', [
    `${JOBS_SCHEMA}.version`,
  ]);
  if (!found.rows[0]?.at) return undefined;
  const { rows } = await client.query<{ version: number }>(`select version from ${JOBS_SCHEMA}.version`);
  return rows[0]?.version;
}

/**
 * pg-boss's own script for its tables, run inside the move's transaction: the script wraps
 * itself in BEGIN ... COMMIT, which would commit the move's work so far, so that pair is taken off.
 */
function jobSchemaScript(): string {
  const plan = getConstructionPlans(JOBS_SCHEMA).trim();
  if (!plan.startsWith('BEGIN;') || !plan.endsWith('COMMIT;'))
    throw new Error("pg-boss's construction plan is no longer one BEGIN ... COMMIT block: see ADR 0042");
  return plan.slice('BEGIN;'.length, -'COMMIT;'.length);
}

interface Endpoint {
  client: pg.Client;
  /** How messages name it: "the embedded database in …" or "the database studio at host:5432". */
  name: string;
}

/** What to do when the target holds data: said after the reason. */
type EmptyHint = string;

/** Checks the source is a complete database of this version; answers its tables. */
async function readSource(source: Endpoint): Promise<Map<string, Table>> {
  const applied = await appliedMigrations(source.client);
  if (!applied?.length)
    throw new MoveError(`${cap(source.name)} holds no studio data (no migrations applied): there is nothing to move.`);
  const known = new Set(committedMigrations().map((m) => m.folderMillis));
  if (applied.some((at) => !known.has(at)))
    throw new MoveError(
      `${cap(source.name)} was migrated by a newer version of the product: move it with that version.`,
    );
  const missing = known.size - new Set(applied).size;
  if (missing > 0)
    throw new MoveError(
      `${cap(source.name)} lacks ${missing} of this version's migrations: bring it up to date first (npm run db:migrate, with DATABASE_URL for a server), then move.`,
    );
  return tablesOf(source.client);
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Refuses a target that holds anything but what migrations and pg-boss's install write. */
async function checkTargetEmpty(target: Endpoint, hint: EmptyHint): Promise<void> {
  const tables = [...(await tablesOf(target.client)).values()];
  const withData = await tablesWithRows(
    target.client,
    tables.filter((t) => !SETUP_TABLES.includes(t.key)),
  );
  if (withData.length) {
    // The product's own tables first: they say most to a person.
    const rank = (key: string) => MOVED_SCHEMAS.indexOf(key.slice(0, key.indexOf('.')));
    withData.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    const named = withData.slice(0, 3).join(', ') + (withData.length > 3 ? ` and ${withData.length - 3} more` : '');
    throw new MoveError(`${cap(target.name)} already holds data (rows in ${named}): ${hint}`);
  }
  const applied = await appliedMigrations(target.client);
  const productTables = tables.filter((t) => t.key.startsWith('public.'));
  if (!applied && productTables.length)
    throw new MoveError(
      `${cap(target.name)} holds tables that are not this product's (${productTables
        .slice(0, 3)
        .map((t) => t.key)
        .join(', ')}): ${hint}`,
    );
  const known = new Set(committedMigrations().map((m) => m.folderMillis));
  if (applied?.some((at) => !known.has(at)))
    throw new MoveError(`${cap(target.name)} was migrated by a newer version of the product: ${hint}`);
}

/**
 * Copies everything in the moved schemas from `source` to `target`. The target's transaction
 * commits only at the end; on any error it is rolled back, so the target is as it was.
 */
async function copyDatabase(source: Endpoint, target: Endpoint, hint: EmptyHint, log: Logger): Promise<MoveSummary> {
  await source.client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await target.client.query('BEGIN');
  let failed = false;
  // What the move was doing, for the sentence that says where it stopped.
  let step = 'reading the source';
  try {
    // A server starting on the target meanwhile waits here, as it waits for another's migrations.
    await target.client.query('select pg_advisory_xact_lock($1::bigint)', [SCHEMA_LOCK_KEY]);
    const sourceTables = await readSource(source);
    const others = await otherConnections(source.client);
    if (others)
      log.info(
        `${cap(source.name)} has ${others} other connection(s): stop every server process using it, or what they write from now on stays behind.`,
      );
    await checkTargetEmpty(target, hint);

    // The schema: the same migrations the server applies, then the job queue's tables.
    step = 'applying the migrations to the target';
    await migrateWithin(target.client);
    step = "creating the job queue's tables in the target";
    const jobsVersion = await jobSchemaVersion(source.client);
    if (jobsVersion !== undefined) {
      if ((await jobSchemaVersion(target.client)) === undefined) {
        if (await schemaExists(target.client, JOBS_SCHEMA))
          throw new MoveError(`${cap(target.name)} has a ${JOBS_SCHEMA} schema without pg-boss's tables: ${hint}`);
        await target.client.query(jobSchemaScript());
        // The script's SET LOCALs would otherwise bound this long transaction.
        await target.client.query('SET LOCAL lock_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0');
      }
      const targetJobsVersion = await jobSchemaVersion(target.client);
      if (targetJobsVersion !== jobsVersion)
        throw new MoveError(
          `The job queue's tables of ${source.name} are of pg-boss schema version ${jobsVersion}, this version's are ${targetJobsVersion}: start this version's server on the source once, stop it, then move.`,
        );
      // A queue made with its own table (pg-boss's `partition` option) needs that table: create_queue makes it.
      const existing = await tablesOf(target.client);
      const { rows: queues } = await source.client.query<{ name: string; table: string; partition: boolean }>(
        `select name, table_name as table, partition from ${JOBS_SCHEMA}.queue order by name`,
      );
      for (const q of queues)
        if (q.partition && !existing.has(`${JOBS_SCHEMA}.${q.table}`))
          await target.client.query(`select ${JOBS_SCHEMA}.create_queue($1, '{"partition": true}'::jsonb)`, [q.name]);
    }

    step = 'comparing the tables';
    const targetTables = await tablesOf(target.client);
    const strangers = [...sourceTables.keys()].filter((k) => !targetTables.has(k));
    if (strangers.length)
      throw new MoveError(
        `${cap(source.name)} has tables this version's migrations do not make (${strangers.join(', ')}): they would be left behind; drop or rename them first.`,
      );
    const tables = await insertOrder(target.client, [...sourceTables.values()]);

    // What migrations and pg-boss's install wrote goes; the source's rows come instead.
    step = 'emptying the tables migrations fill';
    await target.client.query(`TRUNCATE ${tables.map((t) => t.sql).join(', ')}`);
    await target.client.query('SET CONSTRAINTS ALL DEFERRED');
    let rows = 0;
    for (const table of tables) {
      step = `copying ${table.key}`;
      const columns = table.columns.join(', ');
      const reading = source.client.query(copyTo(`COPY ${table.sql} (${columns}) TO STDOUT`));
      const writing = target.client.query(copyFrom(`COPY ${table.sql} (${columns}) FROM STDIN`));
      await pipeline(reading, writing);
      if (reading.rowCount !== writing.rowCount)
        throw new MoveError(
          `${table.key}: ${reading.rowCount} rows read from the source, ${writing.rowCount} written; nothing was moved.`,
        );
      rows += writing.rowCount;
      if (writing.rowCount) log.info(`  ${table.key}: ${writing.rowCount} rows`);
    }

    // Sequences go on from where the source's were (ids, receipt numbers).
    step = 'setting the sequences';
    const { rows: sequences } = await source.client.query<{ sql: string }>(
      `select format('%I.%I', n.nspname, c.relname) as sql from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'S' and n.nspname = any($1::text[])`,
      [MOVED_SCHEMAS],
    );
    for (const seq of sequences) {
      const { rows: at } = await source.client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${seq.sql}`,
      );
      await target.client.query('select setval($1::regclass, $2::bigint, $3)', [
        seq.sql,
        at[0]!.last_value,
        at[0]!.is_called,
      ]);
    }

    // Deferred checks (foreign keys of the job queue, the ledger's balance) now, while a failure
    // can still say which, rather than at COMMIT.
    step = 'checking the constraints';
    await target.client.query('SET CONSTRAINTS ALL IMMEDIATE');
    step = 'counting the rows';
    // Every table counted on both sides, after everything (a trigger or a cascade may have
    // changed what the COPY wrote).
    for (const table of tables) {
      const [expected, written] = [await rowCount(source.client, table), await rowCount(target.client, table)];
      if (expected !== written)
        throw new MoveError(
          `${table.key}: ${expected} rows in the source, ${written} in the target; nothing was moved.`,
        );
    }
    const queuedJobs =
      jobsVersion === undefined
        ? 0
        : Number(
            (
              await target.client.query<{ n: string }>(
                `select count(*)::text as n from ${JOBS_SCHEMA}.job where state in ('created', 'retry')`,
              )
            ).rows[0]!.n,
          );
    step = 'committing';
    await target.client.query('COMMIT');
    return { tables: tables.length, rows, queuedJobs };
  } catch (err) {
    failed = true;
    await target.client.query('ROLLBACK').catch(() => {});
    if (err instanceof MoveError) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw new MoveError(`The move stopped while ${step} (${reason}): ${target.name} is as it was.`, { cause: err });
  } finally {
    // After a failure the source may still be sending a COPY: the caller's end() cuts it.
    if (!failed) await source.client.query('COMMIT');
  }
}

/** The embedded database of `dbDir`, started; why it does not start is one sentence (embedded.ts says what to do). */
async function startEmbedded(dbDir: string, log: Logger) {
  try {
    return await startEmbeddedPostgres(dbDir, 'studio', { info: log.info, debug() {}, error() {} });
  } catch (err) {
    throw new MoveError(err instanceof Error ? err.message : String(err), { cause: err });
  }
}

/** Holds DATA_DIR's lock (as the server does); refuses while a server process uses it. */
function lockForMove(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    const pid = /pid (\d+)/.exec((err as Error).message)?.[1];
    if (pid)
      throw new MoveError(
        `A server process (pid ${pid}) is using ${dataDir}: stop it, then move (what it writes meanwhile would be left behind).`,
      );
    throw err;
  }
}

const exists = (p: string) => fs.existsSync(p);

const serverName = (address: ServerAddress) => `the database ${address.database} at ${address.where}`;

export interface MoveResult extends MoveSummary {
  /** The folder of the embedded database. */
  embeddedDir: string;
}

/** Copies the embedded database of `dataDir` into the (empty) database at `url`. */
export async function moveToServer(opts: { dataDir: string; url: string }, log: Logger): Promise<MoveResult> {
  const address = serverAddress(opts.url);
  const nothingThere = () =>
    new MoveError(`There is no embedded database in ${opts.dataDir} (DATA_DIR) to move: check DATA_DIR.`);
  if (!exists(opts.dataDir)) throw nothingThere();
  const unlock = lockForMove(opts.dataDir);
  try {
    const dbDir = await embeddedDbDir(opts.dataDir);
    if (!exists(path.join(dbDir, 'cluster', 'PG_VERSION'))) throw nothingThere();
    const target = { client: await connectTo(address.url, address), name: serverName(address) };
    const hint = 'move into a new, empty database (createdb), or drop and create this one again.';
    try {
      // Refused before the embedded database starts; checked again within the move's transaction.
      await checkTargetEmpty(target, hint);
      const embedded = await startEmbedded(dbDir, log);
      try {
        const source = await connectTo(embedded.url);
        try {
          const summary = await copyDatabase(
            { client: source, name: `the embedded database in ${dbDir}` },
            target,
            hint,
            log,
          );
          return { ...summary, embeddedDir: dbDir };
        } finally {
          await source.end().catch(() => {});
        }
      } finally {
        await embedded.stop();
      }
    } finally {
      await target.client.end().catch(() => {});
    }
  } finally {
    unlock();
  }
}

/**
 * Copies the database at `url` into the embedded database of `dataDir`, created when there is
 * none (and removed again when the move fails, so that nothing is left).
 */
export async function moveFromServer(opts: { dataDir: string; url: string }, log: Logger): Promise<MoveResult> {
  const address = serverAddress(opts.url);
  const source = { client: await connectTo(address.url, address), name: serverName(address) };
  const dataDirCreated = !exists(opts.dataDir);
  let moved = false;
  try {
    // Refused before an embedded database is made for it; checked again within the move's transaction.
    await readSource(source);
    const unlock = lockForMove(opts.dataDir);
    try {
      const dbDir = await embeddedDbDir(opts.dataDir);
      const created = !exists(dbDir);
      try {
        const embedded = await startEmbedded(dbDir, log);
        try {
          const target = await connectTo(embedded.url);
          try {
            const summary = await copyDatabase(
              source,
              { client: target, name: `the embedded database in ${dbDir}` },
              `move ${dbDir} aside (or delete it), then move again.`,
              log,
            );
            moved = true;
            return { ...summary, embeddedDir: dbDir };
          } finally {
            await target.end().catch(() => {});
          }
        } finally {
          await embedded.stop();
        }
      } finally {
        if (created && !moved) fs.rmSync(dbDir, { recursive: true, force: true });
      }
    } finally {
      unlock();
    }
  } finally {
    await source.client.end().catch(() => {});
    if (dataDirCreated && !moved) fs.rmSync(opts.dataDir, { recursive: true, force: true });
  }
}
