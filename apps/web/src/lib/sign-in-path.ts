import { roleChoiceTexts } from '@studio/shared';
import { splitLocalePath } from '@studio/shared/i18n/locales';
import { paths } from '@/config/paths';

/**
 * Where to go after signing in, when a page that needs a session sent the visitor here: only a
 * path of this site (never another origin, never the sign-in page itself), as the router knows it
 * (without its language prefix: the router adds the page's).
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  next = splitLocalePath(next).path;
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

/**
 * Why the visitor has to sign in, said on the sign-in page, for a page whose session ended or was
 * never there: the role choice needs one (docs/rules/product.md#validation, #messages: 'Please log in to manage your portfolio.').
 */
export function signInReason(next: string | null | undefined): string | undefined {
  const pathname = safeNextPath(next)?.split(/[?#]/)[0];
  return pathname === paths.roleChoice ? roleChoiceTexts.notLoggedIn : undefined;
}
