/** The one place the web app reads its build environment (DESIGN rule 7). */
export const env = {
  dev: import.meta.env.DEV,
  apiBase: '/api',
} as const;
