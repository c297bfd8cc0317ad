import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@studio/shared/i18n/locales';

/** What the code running for one request may learn about it without being handed the request. */
export interface RequestContext {
  /** The request's id: Fastify's `request.id`, sent back as `X-Request-Id`. */
  reqId?: string;
  /** The language the request is answered in (docs/decisions/0046-languages.md). */
  locale: Locale;
}

/**
 * The request being served, carried along the request's asynchronous work (ADR 0021): the
 * logger's mixin reads it so that every line written while serving a request carries its id,
 * whichever logger object wrote it. `plugins/request-context.ts` enters it.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `work` in `locale` inside the current request context (or a context of its own): an
 * e-mail written in its recipient's language while serving someone else's request.
 */
export function inLocale<T>(locale: Locale, work: () => T): T {
  const store = requestContext.getStore();
  return requestContext.run({ reqId: store?.reqId, locale }, work);
}

/** The id of the request being served here, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}
