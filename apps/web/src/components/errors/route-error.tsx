import { siteTexts } from '@studio/shared';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${error.statusText || (error.status === 404 ? siteTexts.routeError.notFoundStatus : '')}`.trim();
  if (error instanceof Error) return error.message;
  return siteTexts.routeError.unknown;
}

/** The fallback page for unmatched and failing routes (docs/rules/product.md#screens). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-4 py-20">
      <h1 className="font-serif text-4xl">{siteTexts.routerFallback}</h1>
      <p className="font-mono text-lg text-clay" data-testid="error-detail">
        {describe(error)}
      </p>
      <p className="max-w-prose text-stone-600 dark:text-stone-300">
        {notFound ? siteTexts.routeError.notFound : siteTexts.routeError.failed}
      </p>
      <Link
        to="/"
        className="rounded-full bg-ink px-5 py-2.5 font-semibold text-white hover:bg-clay dark:bg-white dark:text-ink"
      >
        {siteTexts.routeError.backHome}
      </Link>
    </section>
  );
}
