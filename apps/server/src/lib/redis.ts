import { Redis } from 'ioredis';

interface Logger {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

/**
 * The process's Redis client. While Redis is away, ioredis keeps reconnecting; the outage is
 * logged once as a warning (not once per attempt), and its end once.
 */
export function createRedis(url: string, log: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: err.message } }, 'Redis is unreachable: rate limits fall back to this process');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again');
  });
  return redis;
}
