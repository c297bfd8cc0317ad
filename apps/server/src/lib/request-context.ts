import { AsyncLocalStorage } from 'node:async_hooks';

/** What the code running for one request may learn about it without being handed the request. */
export interface RequestContext {
  /** The request's id: Fastify's `request.id`, sent back as `X-Request-Id`. */
  reqId: string;
}

/**
 * The request being served, carried along the request's asynchronous work (ADR 0021): the
 * logger's mixin reads it so that every line written while serving a request carries its id,
 * whichever logger object wrote it. `plugins/request-context.ts` enters it.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request being served here, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}
