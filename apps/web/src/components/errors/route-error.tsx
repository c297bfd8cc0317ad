import { isSignedInArea, siteTexts } from '@studio/shared';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { primaryButton } from '@/components/ui/buttons';
import { PageHeading } from '@/components/ui/page-heading';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `${error.status} ${error.statusText || (error.status === 404 ? siteTexts.routeError.notFoundStatus : '')}`.trim();
  if (error instanceof Error) return error.message;
  return siteTexts.routeError.unknown;
}

/** The fallback page for unmatched and failing routes (docs/rules/product.md#screens). */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const content = (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-20">
      <PageHeading title={siteTexts.routerFallback} />
      <p className="mt-6 font-mono text-lg text-clay" data-testid="error-detail">
        {describe(error)}
      </p>
      <p className="mt-4 max-w-prose text-stone-600 dark:text-stone-300">
        {notFound ? siteTexts.routeError.notFound : siteTexts.routeError.failed}
      </p>
      <Link to="/" className={`${primaryButton} mt-8`}>
        {siteTexts.routeError.backHome}
      </Link>
    </section>
  );
  // In a signed-in area the root layout leaves the main landmark to the area's shell, which an error replaces.
  return isSignedInArea(pathname) ? <main id="main">{content}</main> : content;
}
