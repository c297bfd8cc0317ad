import { siteTexts } from '@studio/shared';

/**
 * docs/rules/public-pages.md#app-loader: a brand progress bar for the first 5 s of a browser session. It sits above the page and
 * never blocks reading or input. No script of its own (ADR 0035): theme-init.js marks the first
 * page of a session `<html data-first-visit>`, and CSS (`.app-loader`, styles.css) shows the bar
 * there, fills it in 5 s and hides it.
 */
export function AppLoader() {
  return (
    <div
      data-testid="app-loader"
      role="progressbar"
      aria-label={siteTexts.ui.loadingStudio}
      className="app-loader pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 bg-transparent"
    >
      <div className="h-full origin-left bg-gradient-to-r from-clay via-gold to-clay [animation:loader-progress_5s_ease-out_forwards]" />
    </div>
  );
}
