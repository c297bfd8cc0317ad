import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../config/env';
import { MoveError, moveFromServer, moveToServer, serverAddress } from './move';

/**
 * `npm run db:move -- --to <url>` copies the embedded database of DATA_DIR into the empty
 * PostgreSQL database at <url>; `npm run db:move -- --from <url>` copies that database into the
 * embedded one of DATA_DIR (ADR 0042). The source is left as it was.
 */
const USAGE = `Moves the whole database between the embedded PostgreSQL (in DATA_DIR) and a PostgreSQL server.

  npm run db:move -- --to postgres://user:password@host:5432/studio
      copies the embedded database into that server's database (which must be empty)
  npm run db:move -- --from postgres://user:password@host:5432/studio
      copies that server's database into the embedded one (created when there is none)

Stop the server first. The source is not changed; the target gets everything or, on any error,
nothing. Media files are not in the database: MEDIA_DIR stays where it is.`;

function readArgs() {
  try {
    return parseArgs({
      options: { to: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    process.exit(1);
  }
}
const { to, from, help } = readArgs();
if (help) {
  console.log(USAGE);
  process.exit(0);
}
if ((to === undefined) === (from === undefined)) {
  console.error(`Give either --to <url> or --from <url>.\n\n${USAGE}`);
  process.exit(1);
}

try {
  const env = loadEnv();
  const url = (to ?? from)!;
  const shown = serverAddress(url).shown;
  const log = { info: (m: string) => console.log(m) };
  if (to !== undefined) {
    console.log(`Moving the embedded database of ${env.DATA_DIR} to ${shown}`);
    const moved = await moveToServer({ dataDir: env.DATA_DIR, url }, log);
    console.log(
      `Moved ${moved.rows} rows in ${moved.tables} tables (${moved.queuedJobs} queued jobs) to ${shown}.\n` +
        `From now on start the server with DATABASE_URL set to that address. The embedded database in ${moved.embeddedDir} is unchanged: remove it once the server runs well on the new one.\n` +
        `Media files are not in the database: MEDIA_DIR (${env.MEDIA_DIR}) stays where it is; give the server the same MEDIA_DIR.`,
    );
  } else {
    console.log(`Moving ${shown} into the embedded database of ${env.DATA_DIR}`);
    const moved = await moveFromServer({ dataDir: env.DATA_DIR, url }, log);
    console.log(
      `Moved ${moved.rows} rows in ${moved.tables} tables (${moved.queuedJobs} queued jobs) into the embedded database in ${moved.embeddedDir}.\n` +
        `From now on start the server without DATABASE_URL. The database at ${shown} is unchanged.\n` +
        `Media files are not in the database: MEDIA_DIR (${env.MEDIA_DIR}) stays where it is; copy it here if the server used another machine's.`,
    );
  }
} catch (err) {
  if (err instanceof MoveError || err instanceof EnvError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
