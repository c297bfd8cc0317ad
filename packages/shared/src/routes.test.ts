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
  ])('knows %s', (p) => expect(isKnownAppPath(p)).toBe(true));
  it.each(['/nope', '/blogs/a/b', '/about/x', '/photographer'])('does not know %s', (p) =>
    expect(isKnownAppPath(p)).toBe(false),
  );
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
