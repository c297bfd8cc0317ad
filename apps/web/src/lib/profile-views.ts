/**
 * docs/rules/photographers-and-portfolios.md#overview-and-analytics: a photographer's profile counts one view per page load. Recorded by the page's loader
 * without React (lib/page-behaviours.ts, from `data-profile-view`), or by the profile when the app
 * renders it; this module is shared by both, so a page that does both asks once. The server
 * counts a visitor once a day and never the owner; a failure is not the visitor's problem.
 */
const recorded = new Set<string>();

export function recordProfileView(id: string): void {
  if (recorded.has(id)) return;
  recorded.add(id);
  fetch(`/api/photographers/portfolio/${encodeURIComponent(id)}/views`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  }).catch(() => {
    // Not counted this time; the page works the same.
  });
}
