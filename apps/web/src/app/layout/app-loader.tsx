import { APP_LOADER_MS } from '@studio/shared';
import { useEffect, useState } from 'react';

const SEEN_KEY = 'appLoaderShown';

function firstVisitThisSession(): boolean {
  try {
    if (sessionStorage.getItem(SEEN_KEY)) return false;
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // no session storage: show it once per page load
  }
  return true;
}

/**
 * D3: a brand progress bar for the first 5 s of a browser session. It sits above the page
 * and never blocks reading or input.
 */
export function AppLoader() {
  // Decided after mount: the server cannot know whether this browser session is new.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!firstVisitThisSession()) return;
    setVisible(true);
    const t = window.setTimeout(() => setVisible(false), APP_LOADER_MS);
    return () => window.clearTimeout(t);
  }, []);
  if (!visible) return null;
  return (
    <div
      data-testid="app-loader"
      role="progressbar"
      aria-label="Loading the studio"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 bg-transparent"
    >
      <div className="h-full origin-left bg-gradient-to-r from-clay via-gold to-clay [animation:loader-progress_5s_ease-out_forwards]" />
    </div>
  );
}
