import path from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../config/env';
import { backup, BackupError, restore } from './backup';

/**
 * `npm run db:backup [-- --out <folder>]` and `npm run db:restore -- <file>`: the database and the
 * media folder, for the embedded database (stop the server first) or DATABASE_URL's server.
 */
const { values, positionals } = parseArgs({
  options: { out: { type: 'string' } },
  allowPositionals: true,
});
const [command, file] = positionals;

try {
  const env = loadEnv();
  const target = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, mediaDir: env.MEDIA_DIR };
  if (command === 'backup') {
    const written = await backup(target, path.resolve(values.out ?? path.join(env.DATA_DIR, '..', 'backups')));
    console.log(`Backup written: ${written}`);
  } else if (command === 'restore') {
    if (!file) throw new BackupError('Name the backup to restore: npm run db:restore -- <file>.');
    const aside = await restore(target, path.resolve(file));
    console.log(`Restored ${file}.`);
    if (aside.length) console.log(`What was there before is kept: ${aside.join(', ')}`);
  } else {
    throw new BackupError('Use: backup-cli backup [--out <folder>] | restore <file>');
  }
} catch (err) {
  if (
    err instanceof BackupError ||
    err instanceof EnvError ||
    (err instanceof Error && /data directory/.test(err.message))
  ) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
