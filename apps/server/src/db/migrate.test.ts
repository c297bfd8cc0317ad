import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connect, type Database } from './client';
import { runMigrations, SCHEMA_LOCK_KEY, withSchemaLock } from './migrate';

describe('migrations with several processes starting at once (D29)', () => {
  const opened: Database[] = [];
  const name = `studio_migrate_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  afterAll(async () => {
    for (const d of opened) await d.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('one process migrates an empty database, the others wait and find nothing left to do', async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(inject('adminDatabaseUrl'));
    url.pathname = `/${name}`;
    const processes = [1, 2, 3].map(() => connect(url.toString()));
    opened.push(...processes);
    // A process already holding the lock: the others must wait for it, not migrate beside it.
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    let finished = 0;
    const said: string[][] = [[], [], []];
    const runs = Promise.allSettled(
      processes.map((p, i) =>
        withSchemaLock(p.pool, () => runMigrations(p.db, { info: (m) => said[i]!.push(m) })).finally(() => finished++),
      ),
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(finished).toBe(0);
    await holder.end();
    const results = await runs;
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const { rows } = await processes[0]!.pool.query('select count(*)::int n from drizzle.__drizzle_migrations');
    const { rows: tables } = await processes[0]!.pool.query(
      `select count(*)::int n from information_schema.tables where table_schema = 'public' and table_name = 'booking_requests'`,
    );
    expect(rows[0].n).toBeGreaterThan(5);
    expect(tables[0].n).toBe(1);
    // One line per migration applied, from the process that applied them; nothing from the others.
    const lines = said.find((s) => s.length > 0)!;
    expect(lines.filter((l) => l.startsWith('migration applied: '))).toHaveLength(rows[0].n);
    expect(lines).toContain('migration applied: 0000_init');
    expect(said.filter((s) => s.length === 0)).toHaveLength(2);
  });
});
