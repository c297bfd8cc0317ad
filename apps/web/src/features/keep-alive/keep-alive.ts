import { KEEP_ALIVE_INTERVAL_MS } from '@studio/shared/constants';

/**
 * SPEC 7 / D4: pings the server every 30 s, only while the tab is visible; the result is only
 * logged. The request's code (client, schema) loads with the first ping, not with the page
 * (ADR 0007, 0035). Returns the stop.
 */
export function startKeepAlive(): () => void {
  const ping = () => {
    if (document.visibilityState !== 'visible') return;
    Promise.all([import('@studio/shared/schemas/health'), import('@/lib/api-client')])
      .then(([{ keepAliveResponseSchema }, { apiRequest }]) =>
        apiRequest('/keep-alive', { schema: keepAliveResponseSchema }),
      )
      .then(
        (r) => console.debug('keep-alive', r.status),
        (err: Error) => console.debug('keep-alive failed', err.message),
      );
  };
  const timer = window.setInterval(ping, KEEP_ALIVE_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
