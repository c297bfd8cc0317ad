import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type Method = 'incr' | 'read';
type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };

/**
 * Rate-limit counters in Redis, shared by every server process; while Redis is unreachable (not
 * connected, or a count fails) they are counted in this process instead, so a limited route
 * never answers 500 for want of Redis. `onFallback` hears of each failed count.
 */
export function redisOrLocalStore(redis: Redis, nameSpace: string, onFallback: (err: Error) => void) {
  const pair = (shared: Store, local: Store): Store => {
    const count = (method: Method) => (key: string, cb: Callback, timeWindow: number, max: number) => {
      const localCount = () => (local[method] ?? local.incr).call(local, key, cb, timeWindow, max);
      if (redis.status !== 'ready') return localCount();
      (shared[method] ?? shared.incr).call(
        shared,
        key,
        (err, result) => {
          if (!err) return cb(null, result);
          onFallback(err);
          localCount();
        },
        timeWindow,
        max,
      );
    };
    return {
      incr: count('incr'),
      read: count('read'),
      child: (routeOptions) => pair(shared.child(routeOptions), local.child(routeOptions)),
    };
  };

  return class {
    /** The plugin's global parameters: the options with its defaults filled in. */
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number }) {
      const { continueExceeding, exponentialBackoff, cache } = options;
      // A constructor that returns an object gives that object to `new`.
      return pair(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, cache),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
