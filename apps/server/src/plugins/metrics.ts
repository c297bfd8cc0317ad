import type { EventEmitter } from 'node:events';
import { secretsEqual } from '../lib/secrets-equal';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appRouteOf } from '@studio/shared';
import type pg from 'pg';
import { onBackupUpload } from '../db/backup-upload';
import { POOL_CHECKOUT_EVENT, type PoolCheckoutListener } from '../db/client';
import type { JobOutcomeListener } from '../jobs/job-queue';
import { buildInfo } from '../lib/build-info';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface MetricsOptions {
  /** The database pool whose connections are reported; left out, no pool gauges. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount' | 'on' | 'off'>;
  /** Jobs waiting in the durable queue (ADR 0016), read at each scrape. */
  queueBacklog?: () => Promise<number>;
  /** When set, a caller presenting `Authorization: Bearer <token>` may read the metrics too. */
  token?: string;
  /** How the jobs this process runs end (the job queue's `onOutcome`); e-mails are the `mail` queue's. */
  jobOutcomes?: (listener: JobOutcomeListener) => () => void;
}

/** The label of requests no route matched, so unknown URLs never become label values. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** A page the not-found handler rendered whose path is none of the web app's patterns. */
export const PAGE_ROUTE = '(page)';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Loopback by the socket's own address, never by X-Forwarded-For. A request carrying a forwarding
 * header came through a proxy (or pretends to): a proxy on this machine connects from loopback,
 * so such a request is never taken as local, whatever TRUST_PROXY says (ADR 0015).
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** `Authorization: Bearer <token>` against the expected token, in time independent of both. */
export function presentsToken(header: string | undefined, expected: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  // Hashing first makes the comparison's length fixed; a missing token compares too.
  const equal = secretsEqual(match?.[1] ?? '', expected);
  return match !== null && equal;
}

/**
 * Prometheus metrics at GET /metrics (ADR 0015): a latency histogram per route pattern (its count
 * gives the request rate), 4xx and 5xx counters, the database pool and the process's own metrics.
 * Served to loopback callers and token holders only; anyone else gets the ordinary 404.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with an error status, by method, route pattern and class (4xx or 5xx)',
    labelNames: ['method', 'route', 'class'] as const,
    registers: [registry],
  });

  const { pool } = opts;
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    gauge('db_pool_connections_total', 'Connections the database pool holds (idle and in use)', () => pool.totalCount);
    gauge('db_pool_connections_idle', 'Connections of the database pool not in use', () => pool.idleCount);
    gauge('db_pool_requests_waiting', 'Queries waiting for a connection of the database pool', () => pool.waitingCount);
    const waits = new Histogram({
      name: 'db_pool_wait_seconds',
      help: 'Time each checkout of a database pool connection waited for one (timed-out ones included)',
      buckets: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 15, 30],
      registers: [registry],
    });
    const timeouts = new Counter({
      name: 'db_pool_wait_timeouts_total',
      help: 'Checkouts that gave up waiting for a database pool connection (DATABASE_POOL_WAIT_SECONDS)',
      registers: [registry],
    });
    const onCheckout: PoolCheckoutListener = (seconds, timedOut) => {
      waits.observe(seconds);
      if (timedOut) timeouts.inc();
    };
    const events = pool as unknown as EventEmitter;
    events.on(POOL_CHECKOUT_EVENT, onCheckout);
    app.addHook('onClose', async () => {
      events.off(POOL_CHECKOUT_EVENT, onCheckout);
    });
  }

  const build = buildInfo();
  new Gauge({
    name: 'studio_build_info',
    help: 'What runs: the product version, the commit it was built from and the Node.js version (always 1)',
    labelNames: ['version', 'commit', 'node'] as const,
    registers: [registry],
  }).set({ version: build.version, commit: build.commit, node: build.node }, 1);

  if (opts.jobOutcomes) {
    const outcomes = new Counter({
      name: 'jobs_total',
      help: 'Jobs this process ran, by queue and outcome: completed, retried (failed with tries left) or failed (given up); e-mails are the mail queue',
      labelNames: ['queue', 'outcome'] as const,
      registers: [registry],
    });
    const unsubscribe = opts.jobOutcomes((queue, outcome) => outcomes.inc({ queue, outcome }));
    app.addHook('onClose', async () => {
      unsubscribe();
    });
  }

  // Uploads of backups to BACKUP_S3_BUCKET this process made (docs/decisions/0040-media-store.md).
  const uploads = new Counter({
    name: 'backup_uploads_total',
    help: 'Backups this process uploaded to BACKUP_S3_BUCKET, by outcome: uploaded or failed (the local file is kept)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const stopCounting = onBackupUpload((outcome) => uploads.inc({ outcome }));
  app.addHook('onClose', async () => {
    stopCounting();
  });

  const { queueBacklog } = opts;
  if (queueBacklog) {
    new Gauge({
      name: 'job_queue_backlog',
      help: 'Jobs waiting in the durable job queue (queued or waiting for a retry)',
      registers: [registry],
      async collect() {
        this.set(await queueBacklog());
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.metrics === false) return;
    // The pattern a route was declared with, never the URL: ids would explode the label set.
    const status = reply.statusCode;
    // A public page is rendered by the not-found handler: labelled by the web app's own pattern for
    // its path (a bounded set), so each page has its own latency (ADR 0041).
    const route = request.is404
      ? status === 404
        ? UNMATCHED_ROUTE
        : (appRouteOf(request.url.split('?')[0] ?? '/') ?? PAGE_ROUTE)
      : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    const method = request.method;
    duration.observe({ method, route, status_code: String(status) }, reply.elapsedTime / 1000);
    if (status >= 400) errors.inc({ method, route, class: status >= 500 ? '5xx' : '4xx' });
  });

  app.get(
    '/metrics',
    {
      schema: { hide: true },
      config: { metrics: false },
      // Scrapes every few seconds: their request lines would drown the log.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const allowed =
        isLoopbackCaller(request) ||
        (opts.token !== undefined && presentsToken(request.headers.authorization, opts.token));
      // Not advertised: a caller who may not read it gets what an unknown path gets.
      if (!allowed) return reply.callNotFound();
      const body = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
    },
  );
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: requests to this route are not measured (the metrics route itself). */
    metrics?: boolean;
  }
}
