import pino from 'pino';
import { loadEnv } from '../config/env';
import { openDatabase } from './client';
import { runMigrations, withSchemaLock } from './migrate';

const env = loadEnv();
const log = pino({ level: env.LOG_LEVEL });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, log);
await withSchemaLock(database.pool, () => runMigrations(database.db, log));
log.info('migrations applied');
await database.close();
