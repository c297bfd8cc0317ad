import { describe, expect, it } from 'vitest';
import { hidesSiteChrome, isKnownAppPath } from './routes';

describe('isKnownAppPath', () => {
  it.each([
    '/',
    '/about',
    '/blogs/editing-tips',
    '/photographer/abc',
    '/photographer-dashboard',
    '/photographer-dashboard/analytics',
    '/portfolio/weddings',
    '/services/event-coverage',
    '/dashboard/Messages',
    '/studio',
    '/studio/content/heroSlides',
    '/studio/inbox/1f0c',
    '/studio/newsletter/new',
  ])('knows %s', (p) => expect(isKnownAppPath(p)).toBe(true));
  it.each([
    '/nope',
    '/blogs/a/b',
    '/about/x',
    '/photographer',
    // Issue 23: a mistyped address in a signed-in area is not a page either (404, the area's not-found page).
    '/photographer-dashboard/xyz',
    '/studio/xyz',
    '/studio/content/a/b',
    '/dashboard/xyz',
  ])('does not know %s', (p) => expect(isKnownAppPath(p)).toBe(false));
});

describe('hidesSiteChrome', () => {
  it.each([
    '/dashboard',
    '/dashboard/Messages',
    '/signup',
    '/photographer-dashboard',
    '/photographer-dashboard/portfolio',
    '/photographer/42',
    '/favourites',
  ])('hides header and footer on %s', (p) => expect(hidesSiteChrome(p)).toBe(true));
  it.each(['/', '/about', '/photographers', '/contact/42', '/favourites-not'])('shows them on %s', (p) =>
    expect(hidesSiteChrome(p)).toBe(false),
  );
});
