import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs `work` while holding a lock named `name` in the run's data folder: the two screen sizes
 * edit the same studio content, so specs that count or reorder it take turns.
 */
export async function inTurn<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), `${name}.lock`);
  for (let waited = 0; ; waited += 250) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (waited > 150_000) throw new Error(`${name}: the other project kept the lock`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
