import path from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../config/env';
import { backup, BackupError, backupTarget, removeAside, restore } from './backup';
import { BackupUploadError, uploadBackup } from './backup-upload';

/**
 * `npm run db:backup [-- --out <folder>]` and `npm run db:restore -- <file>`: the database and the
 * media folder, for the embedded database (hot while the server runs) or DATABASE_URL's server;
 * `npm run db:restore -- --clean-aside` removes what earlier restores kept beside. With
 * BACKUP_S3_BUCKET, a backup is uploaded there too (a failed upload exits 1 and keeps the file).
 */
const { values, positionals } = parseArgs({
  options: { out: { type: 'string' }, 'clean-aside': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [command, file] = positionals;
// Paths are the caller's: npm runs this in the server's workspace, INIT_CWD is where it was typed.
const here = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

try {
  const env = loadEnv();
  const target = backupTarget(env);
  if (command === 'backup') {
    // Hot while the server runs on the embedded database (ADR 0041).
    const written = await backup(target, values.out ? here(values.out) : env.BACKUP_DIR);
    console.log(`Backup written: ${written}`);
    if (env.BACKUP_S3_BUCKET) {
      // docs/decisions/0040-media-store.md: a copy in the bucket; the local file stays either way.
      const { key, pruned } = await uploadBackup(env, written);
      console.log(
        `Uploaded to ${env.BACKUP_S3_BUCKET}/${key}${pruned.length ? `; ${pruned.length} older one(s) removed there (BACKUP_KEEP=${env.BACKUP_KEEP})` : ''}`,
      );
    }
  } else if (command === 'restore' && values['clean-aside']) {
    const removed = await removeAside(target);
    console.log(removed.length ? `Removed: ${removed.join(', ')}` : 'Nothing kept from earlier restores.');
  } else if (command === 'restore') {
    if (!file) throw new BackupError('Name the backup to restore: npm run db:restore -- <file>.');
    const aside = await restore(target, here(file));
    console.log(`Restored ${file}.`);
    if (aside.length)
      console.log(
        `What was there before is kept: ${aside.join(', ')} (npm run db:restore -- --clean-aside removes it)`,
      );
  } else {
    throw new BackupError('Use: backup-cli backup [--out <folder>] | restore <file> | restore --clean-aside');
  }
} catch (err) {
  if (
    err instanceof BackupError ||
    err instanceof BackupUploadError ||
    err instanceof EnvError ||
    (err instanceof Error && /data directory/.test(err.message))
  ) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
