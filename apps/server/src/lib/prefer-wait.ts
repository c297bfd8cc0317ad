import { setTimeout as sleep } from 'node:timers/promises';

/**
 * `Prefer: wait=N` (RFC 7240 section 4.3): how many seconds the client will wait for a change
 * before an unchanged answer; 0 when it asks for none. Clamped to `max`.
 */
export function preferredWait(prefer: string | string[] | undefined, max: number): number {
  const header = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  const match = /(?:^|[,;\s])wait\s*=\s*"?(\d{1,6})"?/i.exec(header);
  return match ? Math.min(Number(match[1]), max) : 0;
}

/**
 * Reads `version()` every `everyMs` until it differs from `known` (returns true), `seconds` have
 * passed or `signal` aborts (returns false). What `version()` throws ends the wait with it.
 */
export async function waitForChange(
  version: () => Promise<string>,
  known: string,
  { seconds, everyMs, signal }: { seconds: number; everyMs: number; signal: AbortSignal },
): Promise<boolean> {
  const until = Date.now() + seconds * 1000;
  for (let left = until - Date.now(); left > 0; left = until - Date.now()) {
    try {
      await sleep(Math.min(everyMs, left), undefined, { signal });
    } catch {
      return false;
    }
    if ((await version()) !== known) return true;
  }
  return false;
}
