/**
 * D4 before React (ADR 0035): a part of a page that must follow the server's data (the profile)
 * carries `data-watch="<API path>"` and `data-watch-etag` (the version the server rendered). While
 * the tab is visible the loader asks every `data-watch-interval` ms; the API answers unchanged data
 * with 304, which the browser's cache turns back into the same answer. A new ETag means the data
 * changed: `onChange` wakes the island, whose own polling then shows it. A 4xx stops the watch.
 */
export function watchForChanges(element: HTMLElement, onChange: () => void): () => void {
  const url = element.dataset.watch;
  if (!url) return () => {};
  const intervalMs = Number(element.dataset.watchInterval) || 1000;
  const known = element.dataset.watchEtag ?? null;
  let timer: number | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  const schedule = () => {
    window.clearTimeout(timer);
    if (!stopped && document.visibilityState === 'visible') timer = window.setTimeout(ask, intervalMs);
  };
  async function ask() {
    try {
      const res = await fetch(url as string, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (res.status >= 400 && res.status < 500) return stop();
      // An answer of another version (or of none the page knows) is a change.
      if (res.ok && res.headers.get('etag') !== known) {
        stop();
        return onChange();
      }
    } catch {
      // Offline for a moment: ask again at the next turn.
    }
    schedule();
  }
  function onVisibility() {
    if (document.visibilityState === 'visible') void ask();
    else window.clearTimeout(timer);
  }
  document.addEventListener('visibilitychange', onVisibility);
  schedule();
  return stop;
}
