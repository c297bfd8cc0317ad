import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { installJobSchema } from '../src/jobs/job-queue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL whose database part each test file replaces with its own clone. */
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

const quiet = { info() {}, debug() {}, error: (m: string) => console.error(m) };

/**
 * Once per run and project: a PostgreSQL (the embedded one, or TEST_DATABASE_URL's server), and a
 * template database with every migration applied. Each test file clones the template (fast).
 */
export default async function setup(project: TestProject) {
  const external = project.config.env?.TEST_DB === 'external';
  let adminUrl: string;
  let stopServer = async () => {};
  let tmp: string | undefined;
  if (external) {
    adminUrl = process.env.TEST_DATABASE_URL as string;
  } else {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-test-db-'));
    await fs.chmod(tmp, 0o755);
    const embedded = await startEmbeddedPostgres(tmp, 'postgres_admin', quiet);
    adminUrl = embedded.url;
    stopServer = embedded.stop;
  }
  const template = `studio_template_${process.pid}_${external ? 'ext' : 'emb'}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const db = connect(templateUrl.toString());
  await runMigrations(db.db);
  // The job queue's tables too, so each clone's app starts its queue without installing them.
  await installJobSchema(db.pool);
  await db.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    // Drop the clones left by test files that crashed, then the template.
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${template}_%`,
    ]);
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await stopServer();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  };
}
