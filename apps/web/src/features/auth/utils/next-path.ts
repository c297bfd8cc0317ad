import { paths } from '@/config/paths';

/**
 * Where to go after signing in, when a page that needs a session sent the visitor here: only a
 * path of this site (never another origin, never the sign-in page itself).
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  if (next === paths.signup || next.startsWith(`${paths.signup}?`)) return undefined;
  return next;
}

/** The sign-in page, remembering the page to come back to (unless it is the dashboard, the default). */
export function signInPath(from?: string): string {
  const next = safeNextPath(from);
  const query = new URLSearchParams({ mode: 'signin' });
  if (next && next !== paths.dashboard) query.set('next', next);
  return `${paths.signup}?${query}`;
}
