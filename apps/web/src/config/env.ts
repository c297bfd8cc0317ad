/** The one place the web app reads its build environment (docs/rules/platform.md#environment). */
export const env = {
  dev: import.meta.env.DEV,
  apiBase: '/api',
} as const;
