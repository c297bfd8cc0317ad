import { z } from 'zod/mini';

export const keepAliveResponseSchema = z.object({ status: z.literal('ok') });
export type KeepAliveResponse = z.infer<typeof keepAliveResponseSchema>;

/** Liveness (`GET /api/health/live`): the process is up and answers. */
export const livenessResponseSchema = z.object({
  status: z.literal('ok'),
  /** The product's version (the root package.json's) and the commit it was built from. */
  version: z.string(),
  commit: z.string(),
});
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

const readinessCheckSchema = z.object({
  status: z.enum(['ok', 'down', 'low', 'high', 'not configured']),
  /** What went wrong, when something did. */
  message: z.optional(z.string()),
});

/**
 * Readiness (`GET /api/health/ready`): 200 `ok`, 200 `degraded` when only Redis is down (limits
 * fall back to each process), 503 `unavailable` naming the failing part otherwise.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  checks: z.object({
    database: readinessCheckSchema,
    redis: readinessCheckSchema,
    disk: z.extend(readinessCheckSchema, { freeBytes: z.optional(z.number()), minFreeBytes: z.number() }),
    /** The media store (docs/decisions/0040-media-store.md): the folder can be written, or the bucket answers. */
    media: z.extend(readinessCheckSchema, { store: z.enum(['local', 's3']) }),
    /** The durable job queue (ADR 0016): `high` when more jobs wait than JOBS_BACKLOG_MAX (degraded). */
    queue: z.extend(readinessCheckSchema, { backlog: z.optional(z.number()), maxBacklog: z.number() }),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
