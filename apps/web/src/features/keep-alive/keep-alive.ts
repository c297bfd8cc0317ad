import { KEEP_ALIVE_INTERVAL_MS } from '@studio/shared/constants';

/**
 * docs/rules/product.md#calls / docs/rules/public-pages.md#polling: pings the server every 30 s, only while the tab is visible; the answer is only
 * logged. A plain request: no API client and no schema load into a public page for a line of log
 * (ADR 0007, 0035). Returns the stop.
 */
export function startKeepAlive(): () => void {
  const ping = () => {
    if (document.visibilityState !== 'visible') return;
    fetch('/api/keep-alive', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (res) => {
        const body = (await res.json().catch(() => null)) as { status?: unknown } | null;
        console.debug('keep-alive', res.ok ? String(body?.status) : `HTTP ${res.status}`);
      })
      .catch((err: Error) => console.debug('keep-alive failed', err.message));
  };
  const timer = window.setInterval(ping, KEEP_ALIVE_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
