import { PROFILE_WAIT_MAX_SECONDS } from '@studio/shared/constants';

/**
 * docs/rules/public-pages.md#polling before React (ADR 0035): a part of a page that must follow the server's data (the profile)
 * carries `data-watch="<API path>"` and `data-watch-etag` (the version the server rendered). While
 * the tab is visible the loader asks with that version in If-None-Match and `Prefer: wait`: the
 * server holds the answer until the data changes (reading it every `data-watch-interval` ms for
 * the page) or the wait is up (304), so a phone makes one request in 25 seconds, not one a second.
 * A server that does not wait (no `Preference-Applied`) is asked every interval instead. A new
 * ETag means the data changed: `onChange` wakes the island, whose own polling then shows it. A 4xx
 * stops the watch.
 */
export function watchForChanges(element: HTMLElement, onChange: () => void): () => void {
  const url = element.dataset.watch;
  if (!url) return () => {};
  const intervalMs = Number(element.dataset.watchInterval) || 1000;
  const known = element.dataset.watchEtag ?? null;
  let timer: number | undefined;
  let asking: AbortController | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
    asking?.abort();
    document.removeEventListener('visibilitychange', onVisibility);
  };
  const schedule = (delayMs: number) => {
    window.clearTimeout(timer);
    if (!stopped && document.visibilityState === 'visible') timer = window.setTimeout(ask, delayMs);
  };
  async function ask() {
    const startedAt = Date.now();
    asking = new AbortController();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (known) {
      headers['if-none-match'] = known;
      headers.prefer = `wait=${PROFILE_WAIT_MAX_SECONDS}`;
    }
    let waited = false;
    try {
      const res = await fetch(url as string, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers,
        signal: asking.signal,
        // Held for up to 25 s: behind the page's own images and scripts, never ahead of them (a
        // fetch is high priority by default, so tools that wait for the page's important requests
        // would wait for this one too).
        priority: 'low',
      });
      if (res.status >= 400 && res.status < 500) return stop();
      // An answer of another version (or of none the page knows) is a change.
      if (res.ok && res.headers.get('etag') !== known) {
        stop();
        return onChange();
      }
      waited = res.headers.has('preference-applied');
    } catch {
      // Offline for a moment, or the tab was hidden (aborted): ask again at the next turn.
      if (asking.signal.aborted) return;
    }
    // Never more often than once an interval, whatever the server or the network answered.
    schedule(waited ? Math.max(0, startedAt + intervalMs - Date.now()) : intervalMs);
  }
  function onVisibility() {
    if (document.visibilityState === 'visible') {
      asking?.abort();
      void ask();
    } else {
      window.clearTimeout(timer);
      asking?.abort();
    }
  }
  document.addEventListener('visibilitychange', onVisibility);
  schedule(intervalMs);
  return stop;
}
