import { pagesTexts, siteTexts } from '@studio/shared';
import { data } from 'react-router';
import type { RouteHandle } from '@/lib/route-meta';

/** The catch-all route: throws a 404 so the error element shows the fallback page. */
export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** The fallback page's own title (docs/rules/product.md#screens), kept out of search results; served as HTML without islands. */
export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: siteTexts.routerFallback,
    description: pagesTexts.notFoundDescription,
    noindex: true,
  }),
};

/** Never rendered: the loader always throws, and the error element shows instead. */
export function Component() {
  return null;
}
