import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = (protocols: string[]) =>
  z
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    })
    .optional();

/**
 * Whose X-Forwarded-For to believe: 'false' (no proxy: the socket's address counts), 'true' (any),
 * or comma-separated addresses/CIDRs of the proxies.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | string => {
    if (v === 'false') return false;
    if (v === 'true') return true;
    if (/^[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*$/.test(v)) return v;
    ctx.addIssue({
      code: 'custom',
      message: "must be true, false or the proxies' addresses (comma-separated, CIDR allowed)",
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** Connections each process's database pool holds (ADR 0036). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** How long a query waits for a pool connection before the request gets 503, in seconds. */
  DATABASE_POOL_WAIT_SECONDS: z.coerce.number().min(1).max(120).default(15),
  /** How long a start waits for a database that is coming up, in seconds (ADR 0041). */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long a stop waits for requests in flight (an upload, say) before it exits anyway, in seconds. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(3600).default(25),
  /** Longest time to receive a whole request, body included (uploads), in seconds. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Longest time to receive a request's headers, in seconds: slow-header clients are cut off. */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /** A backup of the database and media on this five-field cron, in the market's time (ADR 0041); unset: none. */
  BACKUP_CRON: z
    .string()
    .trim()
    .regex(/^\S+(\s+\S+){4}$/, { message: 'must be a five-field cron expression, such as "30 2 * * *"' })
    .optional(),
  /** How many scheduled backups are kept (the newest). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Where backups go; default `backups` beside DATA_DIR. */
  BACKUP_DIR: z.string().min(1).optional(),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Picha Studio <hello@picha.studio>'),
  STUDIO_INBOX_EMAIL: z.email().default('studio@picha.studio'),
  MEDIA_DIR: z.string().min(1).optional(),
  /**
   * Where kept media lives (docs/decisions/0040-media-store.md): `local` (MEDIA_DIR) or `s3` (the
   * S3_BUCKET of an S3-compatible service). Temporary files stay in MEDIA_DIR either way.
   */
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible service (media with MEDIA_STORE=s3, backups with BACKUP_S3_BUCKET); unset: AWS S3. */
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be a bucket name: 3 to 63 lowercase letters, digits, . or -',
    })
    .optional(),
  /** Unset both: the SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses as `endpoint/bucket/key` (most S3-compatible services) rather than `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: boolean.default(false),
  /** A copy of each backup goes to this bucket (same S3_* service), under `backups/`; unset: none. */
  BACKUP_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be a bucket name: 3 to 63 lowercase letters, digits, . or -',
    })
    .optional(),
  /** Readiness fails when the disk of MEDIA_DIR has less free space than this, in megabytes. */
  MEDIA_MIN_FREE_MB: z.coerce.number().int().min(0).default(256),
  /** The demo marketplace; unset, on for the embedded database only (a studio trying the product), off with DATABASE_URL. */
  SEED_DEMO: boolean.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
  TRUST_PROXY: trustProxy.default(false),
  /** Inquiries (POST /api/booking-requests) per IP address per 10 minutes (docs/rules/bookings.md#requests). */
  INQUIRY_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  /** A pending booking request expires when its photographer has not answered within this many hours (docs/rules/history.md#issue-12). */
  BOOKING_EXPIRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(72),
  /** Days after a gallery's expiry before housekeeping deletes its files (docs/decisions/0039-client-galleries.md). */
  GALLERY_FILES_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often each process asks the job queue for work, in seconds (pg-boss's minimum is 0.5). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Newsletter mails sent per second, across every process (docs/rules/history.md#issue-14): keep under the SMTP provider's limit. */
  NEWSLETTER_MAILS_PER_SECOND: z.coerce.number().positive().max(1000).default(10),
  /** Readiness reports `degraded` while more jobs than this wait in the queue. */
  JOBS_BACKLOG_MAX: z.coerce.number().int().positive().default(1000),
  /** Lets a caller presenting `Authorization: Bearer <token>` read /metrics from anywhere (ADR 0015). */
  METRICS_TOKEN: z
    .string()
    .min(16, { message: 'must be at least 16 characters' })
    .max(256)
    .regex(/^\S+$/, { message: 'must not contain spaces' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Error tracking (docs/decisions/0043): a Sentry DSN (or any service speaking its protocol).
   * Unset, nothing is reported and the SDK is not loaded.
   */
  SENTRY_DSN: optionalUrl(['http', 'https']),
  /** The environment errors are filed under (production, staging...). */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).default('production'),
  /**
   * M-Pesa (docs/decisions/0038-mpesa-payments.md): `local` runs the Daraja stand-in inside the
   * server; `sandbox` and `production` talk to Safaricom with the MPESA_* credentials below.
   */
  MPESA_ENV: z.enum(['local', 'sandbox', 'production']).default('local'),
  /** Daraja's base URL; defaults to the stand-in's (local) or Safaricom's for the environment. */
  MPESA_BASE_URL: optionalUrl(['http', 'https']),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  /** The paybill or till number (BusinessShortCode) and its Lipa na M-Pesa Online passkey. */
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, { message: 'must be 5 to 7 digits' })
    .default('174379'),
  MPESA_PASSKEY: z.string().min(1).optional(),
  /** B2C (refunds and payouts): the initiator's name and its encrypted security credential. */
  MPESA_B2C_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, { message: 'must be 5 to 7 digits' })
    .default('600000'),
  MPESA_INITIATOR_NAME: z.string().min(1).default('testapi'),
  MPESA_SECURITY_CREDENTIAL: z.string().min(1).optional(),
  /** The secret path segment of the callback URLs (at least 24 characters); random per start when unset locally. */
  MPESA_CALLBACK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, { message: 'must be 24 to 128 letters, digits, - or _' })
    .optional(),
  /** The stand-in's port when local (0: the system picks a free one). */
  MPESA_STANDIN_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Hours the client has to pay the deposit once a booking is accepted; the date is held meanwhile. */
  DEPOSIT_DEADLINE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  /** Days after completion before the photographer is paid out (the client may dispute meanwhile). */
  PAYOUT_HOLD_DAYS: z.coerce.number().min(0).max(90).default(3),
  /** The studio's commission on a booking's price, in percent. */
  STUDIO_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** VAT included in prices, in percent, shown as a line of each receipt (0: no VAT line). */
  VAT_PERCENT: z.coerce.number().min(0).max(50).default(0),
  /** Status queries the reconciler makes for a prompt with no callback before it marks it "unknown". */
  MPESA_QUERY_LIMIT: z.coerce.number().int().min(1).max(50).default(6),
  /** Seconds before the first status query; each next waits twice as long. */
  MPESA_QUERY_DELAY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /** Where the built web app lives; set by tests, defaults to the workspace's build. */
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO' | 'BACKUP_DIR'> & {
  BACKUP_DIR: string;
  SEED_DEMO: boolean;
  /** True when SEED_DEMO was not set and took its default (said at start). */
  SEED_DEMO_DEFAULTED: boolean;
  PUBLIC_URL: string;
  DATA_DIR: string;
  MEDIA_DIR: string;
};

export class EnvError extends Error {}

/**
 * The project's `.env`, when there is one: in `from` or the nearest folder above it that holds the
 * project (its package-lock.json), so `npm start` and the workspace scripts find the same file.
 * Variables already in the environment win over the file. Returns the file loaded.
 */
export function loadDotEnv(from = process.cwd()): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const file = path.join(dir, '.env');
    if (fs.existsSync(file)) {
      process.loadEnvFile(file);
      return file;
    }
    if (fs.existsSync(path.join(dir, 'package-lock.json')) || dir === path.dirname(dir)) return undefined;
  }
}

/**
 * Parses the environment once; a bad value stops start-up with a message naming the variable.
 * Without a `source`, that is the process's environment with `.env` under it (loadDotEnv).
 */
export function loadEnv(source?: NodeJS.ProcessEnv): Env {
  if (!source) {
    loadDotEnv();
    source = process.env;
  }
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.MEDIA_STORE === 's3' && !env.S3_BUCKET)
    throw new EnvError('Invalid environment configuration:\n  S3_BUCKET: required when MEDIA_STORE is s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new EnvError(
      'Invalid environment configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds its own)',
    );
  if (env.MPESA_ENV !== 'local') {
    const missing = (
      ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_PASSKEY', 'MPESA_CALLBACK_TOKEN'] as const
    ).filter((k) => !env[k]);
    if (missing.length > 0)
      throw new EnvError(
        `Invalid environment configuration:\n  ${missing.join(', ')}: required when MPESA_ENV is ${env.MPESA_ENV}`,
      );
  }
  // Relative folders are the caller's: npm runs a workspace's scripts (db:*) in that workspace,
  // but INIT_CWD keeps the folder `npm run` was typed in.
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, env.DATA_DIR);
  return {
    ...env,
    SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL,
    SEED_DEMO_DEFAULTED: env.SEED_DEMO === undefined,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.resolve(base, env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    BACKUP_DIR: path.resolve(base, env.BACKUP_DIR ?? path.join(dataDir, '..', 'backups')),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
  };
}
