// Runs before first paint (inlined in the page's head, allowed by its hash in the CSP):
// - the saved or system colour scheme (no flash of the wrong theme);
// - `data-signed-in` and `data-role` from the signed-in user kept in localStorage, so the header
//   shows the account menu instead of Login / Join without waiting for a script (ADR 0035);
// - `data-first-visit` on the first page of a browser session, which shows the brand loader (docs/rules/public-pages.md#app-loader);
// - `data-render-all` when the address names a place in the page (`#faq`): the parts that would
//   wait to be laid out until near the screen (`render-when-near`) are laid out at once, so the
//   browser scrolls to where that place really is.
try {
  var root = document.documentElement;
  var chosen = localStorage.getItem('darkMode');
  var dark = chosen === null ? matchMedia('(prefers-color-scheme: dark)').matches : chosen === 'true';
  if (dark) root.classList.add('dark');
  var user = JSON.parse(localStorage.getItem('user') || 'null');
  if (user && typeof user.role === 'string') {
    root.setAttribute('data-signed-in', '');
    root.setAttribute('data-role', user.role);
  }
} catch {
  // storage, JSON or matchMedia unavailable: the light theme, signed out
}
if (location.hash) document.documentElement.setAttribute('data-render-all', '');
try {
  if (!sessionStorage.getItem('appLoaderShown')) {
    sessionStorage.setItem('appLoaderShown', '1');
    document.documentElement.setAttribute('data-first-visit', '');
  }
} catch {
  // no session storage: no loader
}
