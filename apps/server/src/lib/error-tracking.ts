import type { ErrorEvent } from '@sentry/node';
import type { BuildInfo } from './build-info';
import { maskEmailsIn, safeUrl } from './logger';

/** What an error line told: the log's message, and the request or job it belongs to when known. */
export interface ErrorContext {
  message?: string;
  level: 'error' | 'fatal';
  reqId?: string;
  [key: string]: unknown;
}

/**
 * Where errors are reported besides the log (docs/decisions/0043): every line logged at `error`
 * or `fatal` with an error object is captured, so an unhandled exception, a 5xx, a job failed on
 * its last try and a mail given up all reach it without a call at each place.
 */
export interface ErrorTracker {
  capture(err: unknown, context: ErrorContext): void;
  /** Sends what is queued, waiting at most `timeoutMs` (before the process exits). */
  flush(timeoutMs: number): Promise<void>;
}

export const noErrorTracking: ErrorTracker = { capture() {}, flush: async () => {} };

/** A failed query's parameters (drizzle appends them to its message): the row's values, secrets among them. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
const scrub = (text: string | undefined) =>
  text === undefined ? text : maskEmailsIn(text.replace(QUERY_PARAMS, '\nparams: [redacted]'));

/** What leaves the process holds what a log line may hold (docs/decisions/0021): no secrets, no whole addresses. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  for (const exception of event.exception?.values ?? []) exception.value = scrub(exception.value);
  if (event.message) event.message = scrub(event.message);
  if (event.request)
    event.request = { method: event.request.method, url: event.request.url && safeUrl(event.request.url) };
  delete event.user;
  if (event.breadcrumbs)
    event.breadcrumbs = event.breadcrumbs.map((b) => ({ ...b, message: scrub(b.message), data: undefined }));
  return event;
}

/**
 * Sentry when SENTRY_DSN is set (any service that speaks its protocol, e.g. a self-hosted
 * GlitchTip, works too); nothing otherwise, and the SDK is then not even loaded. No performance
 * tracing and no personal data: errors only, tagged with the version and commit that ran.
 */
export async function startErrorTracking(
  settings: { dsn?: string; environment: string },
  build: BuildInfo,
): Promise<ErrorTracker> {
  if (!settings.dsn) return noErrorTracking;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: settings.dsn,
    release: `picha-studio@${build.version}+${build.commit}`,
    environment: settings.environment,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    tracesSampleRate: 0,
    // Errors only: no tracing of HTTP, SQL or Redis, no source lines or local variables (they may
    // hold a row's values). The process error policy, not the SDK, decides when to exit.
    defaultIntegrations: false,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.nodeContextIntegration(),
    ],
    beforeSend: scrubEvent,
  });
  return {
    capture(err, { message, level, reqId, ...extra }) {
      Sentry.withScope((scope) => {
        scope.setLevel(level);
        if (reqId) scope.setTag('request_id', reqId);
        if (message) scope.setExtra('log_message', scrub(message));
        for (const [key, value] of Object.entries(extra))
          if (typeof value === 'string' || typeof value === 'number') scope.setTag(key, value);
        Sentry.captureException(err instanceof Error ? err : new Error(scrub(String(err))));
      });
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
}
