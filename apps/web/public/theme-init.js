// Applies the saved or system colour scheme before first paint (no flash of the wrong theme).
try {
  var chosen = localStorage.getItem('darkMode');
  var dark = chosen === null ? matchMedia('(prefers-color-scheme: dark)').matches : chosen === 'true';
  if (dark) document.documentElement.classList.add('dark');
} catch {
  // storage or matchMedia unavailable: keep the light theme
}
