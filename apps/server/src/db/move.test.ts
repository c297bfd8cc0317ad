import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookingParties, requestBooking } from '../../test/booking-requests';
import { createTestApp, type TestApp, unusedPort } from '../../test/test-app';
import { embeddedDbDir, startEmbeddedPostgres } from './embedded';
import { JOBS_SCHEMA } from './jobs-schema';
import { MoveError, moveFromServer, moveToServer, SETUP_TABLES } from './move';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const quiet = { info() {}, debug() {}, error() {} };

/**
 * Once per run: on TEST_DATABASE_URL's server (PostgreSQL 15 against the embedded 18, the move's
 * real case) when there is one, else on the tests' embedded server.
 */
const runsHere = process.env.TEST_DB === 'external' || !process.env.TEST_DATABASE_URL;

/** What a database holds, table by table: its row count and a digest of its rows (as text, in one order). */
async function contents(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The same text for the same value on both servers, whatever their settings.
    await client.query(`SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres'`);
    const { rows: tables } = await client.query<{ key: string; sql: string }>(
      `select n.nspname || '.' || c.relname as key, format('%I.%I', n.nspname, c.relname) as sql
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle', $1) and c.relkind = 'r' order by 1`,
      [JOBS_SCHEMA],
    );
    const out: Record<string, string> = {};
    for (const t of tables) {
      const { rows } = await client.query<{ n: number; digest: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as digest from ${t.sql} t`,
      );
      out[t.key] = `${rows[0]!.n} ${rows[0]!.digest}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

const rowsOf = (snapshot: Record<string, string>, table: string) => Number(snapshot[table]?.split(' ')[0]);

describe.skipIf(!runsHere)('db:move: the embedded database to a PostgreSQL server and back (issue 26)', () => {
  let tmp: string;
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const admin = new pg.Client({ connectionString: adminUrl });
  const databases: string[] = [];
  const said: string[] = [];
  const log = { info: (m: string) => said.push(m) };
  /** A database of its own on the server: empty, or migrated as a server's first start leaves it (the template). */
  const newDatabase = async (kind: 'empty' | 'migrated') => {
    // Named after the template, so the run's teardown drops it even if this file crashed.
    const name = `${template}_move_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE "${name}"${kind === 'migrated' ? ` TEMPLATE "${template}"` : ''}`);
    databases.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const onDatabase = async <T>(url: string, work: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  };
  /** The contents of the embedded database of `dataDir` (started for the look, then stopped). */
  const embeddedContents = async (dataDir: string) => {
    const embedded = await startEmbeddedPostgres(await embeddedDbDir(dataDir), 'studio', quiet);
    try {
      return await contents(embedded.url);
    } finally {
      await embedded.stop();
    }
  };

  let t: TestApp;
  let origin: string;
  let before: Record<string, string>;
  let moved: string; // the origin, moved into an embedded database
  let back: string; // and back, after a trip through a server

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-move-test-'));
    fs.chmodSync(tmp, 0o755);
    moved = path.join(tmp, 'moved');
    back = path.join(tmp, 'back');
    await admin.connect();
    // A studio in use: accounts, a portfolio, a booking with its timeline, its e-mails and its
    // expiry in the job queue, receipt numbers taken.
    // Workers that look for work twice a minute: the booking's e-mail is still queued when the app
    // closes, however quickly a busy machine's worker would otherwise have taken it.
    t = await createTestApp({ JOBS_POLL_SECONDS: '30' });
    const parties = await bookingParties(t.app);
    await requestBooking(t.app, parties, { days: 30, ip: '10.26.0.1' });
    await t.app.close(); // the job workers stop: what is queued stays queued
    await t.pool.query(`select nextval('payment_receipt_numbers') from generate_series(1, 3)`);
    origin = (t.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    before = await contents(origin);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    if (tmp) await fs.promises.rm(tmp, { recursive: true, force: true });
  }, 60_000);

  it('a round trip server → embedded → server → embedded keeps every row of every table, and the sequences', async () => {
    expect(rowsOf(before, 'public.users')).toBeGreaterThanOrEqual(3);
    expect(rowsOf(before, 'public.booking_requests')).toBe(1);
    const queued = await t.pool.query(`select count(*)::int as n from ${JOBS_SCHEMA}.job where state = 'created'`);
    expect(queued.rows[0].n).toBeGreaterThanOrEqual(1);

    const first = await moveFromServer({ dataDir: moved, url: origin }, log);
    expect(first.rows).toBeGreaterThan(50);
    expect(first.queuedJobs).toBe(queued.rows[0].n);
    const server = await newDatabase('empty');
    const second = await moveToServer({ dataDir: moved, url: server }, log);
    expect(second).toMatchObject({ rows: first.rows, tables: first.tables, queuedJobs: first.queuedJobs });
    await moveFromServer({ dataDir: back, url: server }, log);

    expect(await contents(server)).toEqual(before);
    expect(await embeddedContents(moved)).toEqual(before);
    expect(await embeddedContents(back)).toEqual(before);
    // Ids, receipt numbers and drizzle's journal go on from where the origin's were.
    const next = async (url: string) =>
      onDatabase(url, async (c) => ({
        receipt: (await c.query(`select nextval('payment_receipt_numbers')::int as n`)).rows[0].n,
        migration: (await c.query(`select nextval('drizzle.__drizzle_migrations_id_seq')::int as n`)).rows[0].n,
      }));
    const expected = await next(origin);
    const embedded = await startEmbeddedPostgres(await embeddedDbDir(back), 'studio', quiet);
    try {
      expect(await next(embedded.url)).toEqual(expected);
      expect(expected.receipt).toBe(1004);

      // While it runs, its server refuses a wrong password: the move says so.
      const wrong = new URL(embedded.url);
      wrong.password = 'not-the-password';
      await expect(moveToServer({ dataDir: moved, url: wrong.toString() }, log)).rejects.toThrow(
        new MoveError(`The server at 127.0.0.1:${wrong.port} refused the password of postgres.`),
      );
    } finally {
      await embedded.stop();
    }
  }, 120_000);

  it('the tables a target may hold rows in are exactly those a fresh migration and the job queue fill', async () => {
    const fresh = await newDatabase('migrated');
    const snapshot = await contents(fresh);
    const filled = Object.keys(snapshot).filter((k) => rowsOf(snapshot, k) > 0);
    expect(filled.sort()).toEqual([...SETUP_TABLES].sort());
  });

  it('a target with data is refused and left as it was, either way', async () => {
    const server = await newDatabase('migrated');
    await onDatabase(server, (c) =>
      c.query(
        `insert into users (email, username, password_hash, role) values ('someone@example.com', 'Someone', 'x', 'client')`,
      ),
    );
    const was = await contents(server);
    await expect(moveToServer({ dataDir: moved, url: server }, log)).rejects.toThrow(
      /^The database \S+ at \S+ already holds data \(rows in public\.users\): move into a new, empty database \(createdb\), or drop and create this one again\.$/,
    );
    expect(await contents(server)).toEqual(was);

    // The embedded database of `moved` holds the origin's data: a move into it is refused too.
    const movedDb = path.join(moved, 'db').replaceAll('.', '\\.');
    await expect(moveFromServer({ dataDir: moved, url: origin }, log)).rejects.toThrow(
      new RegExp(
        `^The embedded database in ${movedDb} already holds data \\(rows in public\\.\\w+, public\\.\\w+, public\\.\\w+ and \\d+ more\\): move ${movedDb} aside \\(or delete it\\), then move again\\.$`,
      ),
    );
    expect(await embeddedContents(moved)).toEqual(before);
  }, 60_000);

  it('a failure midway (a trigger on the target refusing the Nth table) leaves the target exactly as before', async () => {
    // Migrated, as a server's first start leaves it, then a trigger that stops the copy part way.
    const server = await newDatabase('migrated');
    await onDatabase(server, (c) =>
      c.query(`create function stop_the_move() returns trigger language plpgsql as $$
          begin raise exception 'the target refuses %', tg_table_name; end $$;
        create trigger stop_the_move before insert on booking_events for each row execute function stop_the_move()`),
    );
    const was = await contents(server);
    said.length = 0;
    await expect(moveToServer({ dataDir: moved, url: server }, log)).rejects.toThrow(
      /^The move stopped while copying public\.booking_events \(the target refuses booking_events\): the database \S+ at \S+ is as it was\.$/,
    );
    // Other tables had been copied before it, inside the transaction rolled back.
    expect(said.filter((l) => l.includes(': ')).length).toBeGreaterThan(3);
    expect(await contents(server)).toEqual(was);

    // Without the trigger, the same target takes the move: what the migrations wrote is replaced.
    await onDatabase(server, (c) => c.query('drop trigger stop_the_move on booking_events'));
    await moveToServer({ dataDir: moved, url: server }, log);
    expect(await contents(server)).toEqual(before);
  }, 60_000);

  it('a failure while making the schema of an empty target leaves no table, schema or extension behind', async () => {
    const server = await newDatabase('empty');
    // An event trigger (the test's superuser) refusing one of pg-boss's last tables: every migration has run by then.
    await onDatabase(server, (c) =>
      c.query(`create function refuse_instance() returns event_trigger language plpgsql as $$
          declare r record;
          begin
            for r in select * from pg_event_trigger_ddl_commands() loop
              if r.object_identity = '${JOBS_SCHEMA}.instance' then raise exception 'no instance table here'; end if;
            end loop;
          end $$;
        create event trigger refuse_instance on ddl_command_end when tag in ('CREATE TABLE') execute function refuse_instance()`),
    );
    await expect(moveToServer({ dataDir: moved, url: server }, log)).rejects.toThrow(
      /^The move stopped while creating the job queue's tables in the target \(no instance table here\): .* is as it was\.$/,
    );
    const left = await onDatabase(server, async (c) => ({
      relations: (
        await c.query(
          `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle', $1)`,
          [JOBS_SCHEMA],
        )
      ).rows[0].n,
      schemas: (await c.query(`select nspname from pg_namespace where nspname in ('drizzle', $1)`, [JOBS_SCHEMA])).rows,
      extensions: (await c.query(`select extname from pg_extension where extname = 'pg_trgm'`)).rows,
    }));
    expect(left).toEqual({ relations: 0, schemas: [], extensions: [] });
  }, 60_000);

  it('refuses with one sentence: a bad address, nobody listening, no such database, no source, a server running on DATA_DIR', async () => {
    await expect(moveToServer({ dataDir: moved, url: 'mysql://root@127.0.0.1/studio' }, log)).rejects.toThrow(
      new MoveError(
        "mysql://root@127.0.0.1/studio is not a PostgreSQL database's address: write it as postgres://user:password@host:5432/database.",
      ),
    );
    // The password is never repeated.
    await expect(moveToServer({ dataDir: moved, url: 'postgres://me:s3cret@127.0.0.1' }, log)).rejects.toThrow(
      /^postgres:\/\/me:\*\*\*@127\.0\.0\.1 is not/,
    );
    const closed = await unusedPort();
    await expect(
      moveToServer({ dataDir: moved, url: `postgres://postgres@127.0.0.1:${closed}/studio` }, log),
    ).rejects.toThrow(
      new MoveError(
        `Nothing answers at 127.0.0.1:${closed} (connection refused): check the address, and that PostgreSQL runs there.`,
      ),
    );
    const missing = new URL(adminUrl);
    missing.pathname = '/no_such_studio_database';
    await expect(moveFromServer({ dataDir: path.join(tmp, 'never'), url: missing.toString() }, log)).rejects.toThrow(
      /^There is no database no_such_studio_database at \S+: create it \(createdb no_such_studio_database\), then move again\.$/,
    );
    expect(fs.existsSync(path.join(tmp, 'never'))).toBe(false);

    // No embedded database to move.
    const server = await newDatabase('empty');
    await expect(moveToServer({ dataDir: path.join(tmp, 'nothing'), url: server }, log)).rejects.toThrow(
      `There is no embedded database in ${path.join(tmp, 'nothing')} (DATA_DIR) to move: check DATA_DIR.`,
    );
    // A server database never migrated: nothing to move, and the embedded one made for it is gone again.
    const fresh = path.join(tmp, 'fresh');
    await expect(moveFromServer({ dataDir: fresh, url: server }, log)).rejects.toThrow(
      /^The database \S+ at \S+ holds no studio data \(no migrations applied\): there is nothing to move\.$/,
    );
    expect(fs.existsSync(fresh)).toBe(false);
    // A table the migrations do not make would be left behind: refused once the embedded database
    // was made for the move, which is removed again.
    const handMade = await newDatabase('migrated');
    await onDatabase(handMade, (c) =>
      c.query(`create table hand_made (x text); insert into hand_made values ('kept')`),
    );
    await expect(moveFromServer({ dataDir: fresh, url: handMade }, log)).rejects.toThrow(
      /^The database \S+ at \S+ has tables this version's migrations do not make \(public\.hand_made\): they would be left behind; drop or rename them first\.$/,
    );
    expect(fs.existsSync(fresh)).toBe(false);

    // A running server holds DATA_DIR's lock.
    const running = spawn('sleep', ['30']);
    fs.writeFileSync(path.join(moved, 'server.pid'), String(running.pid));
    try {
      const refusal = `A server process (pid ${running.pid}) is using ${moved}: stop it, then move (what it writes meanwhile would be left behind).`;
      await expect(moveToServer({ dataDir: moved, url: server }, log)).rejects.toThrow(new MoveError(refusal));
      await expect(moveFromServer({ dataDir: moved, url: origin }, log)).rejects.toThrow(new MoveError(refusal));
    } finally {
      running.kill();
      fs.rmSync(path.join(moved, 'server.pid'), { force: true });
    }
    expect(await contents(server)).toEqual({});
  }, 60_000);

  it('the command: --help, and a refusal as one line and exit code 1', () => {
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/db/move-cli.ts', ...args], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: moved, DATABASE_URL: '' },
        encoding: 'utf8',
      });
    const help = cli('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('npm run db:move -- --to postgres://');
    expect(help.stdout).toContain('MEDIA_DIR stays where it is');
    const refused = cli('--to', 'not a url');
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      "not a url is not a PostgreSQL database's address: write it as postgres://user:password@host:5432/database.",
    );
  }, 60_000);
});
