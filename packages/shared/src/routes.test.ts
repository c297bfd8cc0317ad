import { describe, expect, it } from 'vitest';
import { appRouteOf, hidesSiteChrome, isKnownAppPath, isSignedInArea } from './routes';

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
    // docs/rules/history.md#issue-23: a mistyped address in a signed-in area is not a page either (404, the area's not-found page).
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

describe('isSignedInArea (the areas whose shell holds the main landmark)', () => {
  it.each([
    '/dashboard',
    '/dashboard/settings',
    '/favourites',
    '/photographer-dashboard/support',
    '/studio',
    '/studio/reviews',
  ])('is an area: %s', (p) => expect(isSignedInArea(p)).toBe(true));
  it.each(['/', '/signup', '/photographer/42', '/studios', '/dashboards'])('is not: %s', (p) =>
    expect(isSignedInArea(p)).toBe(false),
  );
});

describe('appRouteOf (the route label of a public page in /metrics)', () => {
  it('answers the pattern, fixed addresses before parameters', () => {
    expect(appRouteOf('/')).toBe('/');
    expect(appRouteOf('/blogs')).toBe('/blogs');
    expect(appRouteOf('/blogs/golden-hour-maasai-mara')).toBe('/blogs/:postId');
    expect(appRouteOf('/photographer/0b6f0c4e')).toBe('/photographer/:id');
    expect(appRouteOf('/portfolio/weddings')).toBe('/portfolio/:tab');
  });

  it('answers nothing for a path the web app has no page for', () => {
    expect(appRouteOf('/no/such/page/at/all')).toBeUndefined();
  });
});
