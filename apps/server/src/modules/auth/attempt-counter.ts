import type { Redis } from 'ioredis';
import { fallbackWarning } from '../../lib/redis';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  resetInMs: number;
}

/**
 * Counts events per key in a fixed window that starts with the first event (docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: failed sign-ins
 * per e-mail address). With Redis every server process shares the counts; without it they live in
 * this process, which is all there is when the embedded database is used (one process per data
 * directory).
 */
export interface AttemptCounter {
  get(key: string): Promise<AttemptCount>;
  add(key: string): Promise<AttemptCount>;
  clear(key: string): Promise<void>;
}

const PREFIX = 'studio-auth:';

// INCR, starting the window on the first event; returns the count and the time left.
const ADD_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}
`;

/**
 * Counts in Redis, shared by every process. While Redis is unreachable (not connected, or a
 * command fails) this process counts instead, so sign-in keeps working and its limit still holds
 * here; `onFallback` hears of each failed command.
 */
export function redisAttemptCounter(
  redis: Redis,
  name: string,
  windowMs: number,
  onFallback: (err: Error) => void = () => {},
): AttemptCounter {
  const k = (key: string) => `${PREFIX}${name}:${key}`;
  const local = memoryAttemptCounter(windowMs);
  const orLocal = async <T>(shared: () => Promise<T>, inProcess: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') return inProcess();
    try {
      return await shared();
    } catch (err) {
      onFallback(err as Error);
      return inProcess();
    }
  };
  return {
    get: (key) =>
      orLocal(
        async () => {
          const [count, ttl] = await redis
            .multi()
            .get(k(key))
            .pttl(k(key))
            .exec()
            .then((r) => r ?? []);
          const n = Number(count?.[1] ?? 0);
          const t = Number(ttl?.[1] ?? -2);
          return n > 0 && t > 0 ? { count: n, resetInMs: t } : { count: 0, resetInMs: 0 };
        },
        () => local.get(key),
      ),
    add: (key) =>
      orLocal(
        async () => {
          const [n, ttl] = (await redis.eval(ADD_SCRIPT, 1, k(key), String(windowMs))) as [number, number];
          return { count: n, resetInMs: ttl };
        },
        () => local.add(key),
      ),
    async clear(key) {
      await local.clear(key);
      await orLocal(
        () => redis.del(k(key)).then(() => {}),
        async () => {},
      );
    },
  };
}

export function memoryAttemptCounter(windowMs: number, maxKeys = 100_000): AttemptCounter {
  const entries = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.endsAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    async get(key) {
      const e = live(key);
      return e ? { count: e.count, resetInMs: e.endsAt - Date.now() } : { count: 0, resetInMs: 0 };
    },
    async add(key) {
      let e = live(key);
      if (!e) {
        if (entries.size >= maxKeys) {
          // Forget the oldest windows first (Map keeps insertion order).
          for (const [old] of entries) {
            entries.delete(old);
            if (entries.size < maxKeys) break;
          }
        }
        e = { count: 0, endsAt: Date.now() + windowMs };
        entries.set(key, e);
      }
      e.count++;
      return { count: e.count, resetInMs: e.endsAt - Date.now() };
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/**
 * The counter a module keeps its `name`d counts in: shared through Redis when the server has it
 * (a warning, at most once a minute, names `what` while Redis fails), else this process's own.
 */
export function attemptCounter(
  options: { redis?: Redis; log: { warn(obj: object, msg: string): void } },
  name: string,
  windowMs: number,
  what: string,
): AttemptCounter {
  return options.redis
    ? redisAttemptCounter(options.redis, name, windowMs, fallbackWarning(options.log, what))
    : memoryAttemptCounter(windowMs);
}
