import fs from 'node:fs';
import path from 'node:path';

/** Whether a process with this id runs (one of another user's counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server process per data directory: the embedded database and the files in it belong to
 * one process. Returns a release function; throws with a clear message when another live
 * process holds the directory.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `Another server process (pid ${holder}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or give this process its own DATA_DIR.',
        );
      }
      fs.unlinkSync(lockFile); // left behind by a process that died
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
