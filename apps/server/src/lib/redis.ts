import { Redis } from 'ioredis';

export interface RedisLogger {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * The process's Redis client. While Redis is away, ioredis keeps reconnecting; the outage is
 * logged once as a warning (not once per attempt), and its end once.
 */
export function createRedis(url: string, log: RedisLogger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ reason: err.message }, 'Redis is unreachable: limits count in this process until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again');
  });
  return redis;
}

/**
 * What the users of Redis call when a command fails and they fall back to this process: a warning
 * at most once a minute, however many requests meet the failure.
 */
export function fallbackWarning(log: { warn(obj: object, msg: string): void }, what: string) {
  let lastAt = 0;
  return (err: Error) => {
    if (Date.now() - lastAt < 60_000) return;
    lastAt = Date.now();
    log.warn({ reason: err.message }, `Redis failed (${what}): counted in this process meanwhile`);
  };
}
