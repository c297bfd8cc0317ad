import pino from 'pino';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { runMigrations, withSchemaLock } from '../db/migrate';
import { seed } from './seed';

const env = loadEnv();
const log = pino({ level: env.LOG_LEVEL });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, log);
await withSchemaLock(database.pool, async () => {
  await runMigrations(database.db);
  await seed(database.db, env, log);
});
log.info('seed applied');
await database.close();
