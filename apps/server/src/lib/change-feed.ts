import pg from 'pg';
import type { Logger as AppLogger } from './log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'warn'>;

/** The PostgreSQL channel every process listens on. */
const CHANNEL = 'studio_changes';
/** Published to this process's listeners after a lost connection: anything may have changed. */
export const EVERYTHING = '*';
const RECONNECT_MS = [200, 1000, 5000];

export type ChangeListener = (topic: string) => void;

/** A photographer's public data (profile, packages, availability): `photographer:<portfolio id>`. */
export const PHOTOGRAPHER_TOPIC = 'photographer:';
export const photographerTopic = (portfolioId: string) => `${PHOTOGRAPHER_TOPIC}${portfolioId}`;
/** The studio's own content (docs/rules/public-pages.md#studio-content). */
export const CONTENT_TOPIC = 'content';
/** The blog's published posts (ADR 0023): the /blogs pages. */
export const BLOG_TOPIC = 'blog';

/**
 * Tells every server process that some public data changed, so each forgets what it cached of it
 * (docs/rules/platform.md#several-processes, ADR 0019). Topics are short strings such as `photographer:<id>` or `content`. It runs on
 * PostgreSQL's LISTEN/NOTIFY, so it needs no Redis and works on the embedded database too.
 */
export interface ChangeFeed {
  /** This process forgets at once; the others within milliseconds. */
  publish(topic: string): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

export async function startChangeFeed(pool: pg.Pool, log: Logger): Promise<ChangeFeed> {
  const listeners = new Set<ChangeListener>();
  const tell = (topic: string) => {
    for (const listener of listeners) listener(topic);
  };
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) tell(msg.payload);
    });
    next.on('error', (err) => {
      // Closing ends the connection on purpose: that is no loss to report.
      if (closed) return;
      log.warn({ err }, 'change feed: lost its database connection; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    attempt = 0;
  };

  const scheduleReconnect = () => {
    if (closed) return;
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    setTimeout(() => {
      if (closed) return;
      connect().then(
        // Whatever was published while it was away is unknown: forget everything.
        () => tell(EVERYTHING),
        (err) => {
          log.warn({ err }, 'change feed: cannot reconnect yet');
          scheduleReconnect();
        },
      );
    }, delay).unref();
  };

  await connect();

  return {
    async publish(topic) {
      tell(topic);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
