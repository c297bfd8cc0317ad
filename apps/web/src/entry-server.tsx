import {
  escapeHtml,
  initialDataScript,
  type PageFormSubmission,
  scriptSafeJson,
  type StudioContent,
} from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  LOCALES,
  type Locale,
  localePath,
  splitLocalePath,
} from '@studio/shared/i18n/locales';
import { loadAllAreas } from '@studio/shared/i18n/messages';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { setApiFetch } from './lib/api-client';
import { bindQueryClient, createQueryClient } from './lib/query-client';
import { loadServerParts } from './lib/after-first-screen';
import { type IslandServer, IslandServerContext } from './lib/island';
import { PageFormSubmissionContext } from './lib/page-form-submission';
import { fullTitle, metaForMatches, type RouteHandle, type RouteMeta } from './lib/route-meta';
import { serializeRouterErrors } from './lib/ssr-state';
import { studioContentQuery } from './lib/studio-content';

/**
 * The server hands the renderer its language of the moment (the request's, which the page's
 * address chose): this bundle carries its own copy of the shared modules.
 */
export { setLocaleSource } from '@studio/shared/i18n/current-locale';

export interface RenderInput {
  /** The absolute URL of the page. */
  url: string;
  /** The site's public origin, for canonical and Open Graph URLs. */
  origin: string;
  studioContent: StudioContent;
  /** Answers the app's API calls in-process. */
  apiFetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The server's answer to a page form posted before the scripts ran: the page shows it. */
  submission?: PageFormSubmission;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** `islands`: served with islands.html, only its islands hydrate; `app`: the client-routed app hydrates it whole. */
  | { kind: 'page'; status: number; head: string; html: string; data: string; mode: 'islands' | 'app' };

/** Renders each island as its own root, numbered in page order (the browser hydrates it with the same prefix). */
function islandServer(): IslandServer {
  let count = 0;
  return {
    render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    nextPrefix: () => `i${count++}-`,
  };
}

/** Open Graph's `en_KE`. */
const ogLocale = (locale: Locale) => INTL_LOCALE[locale].replace('-', '_');

/** The page in each language, for search engines (`hreflang`); English is the default. */
function alternates(path: string, origin: string): string[] {
  const href = (locale: Locale) => escapeHtml(`${origin}${localePath(path, locale)}`);
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}" />`,
  ];
}

function headFor(meta: RouteMeta, path: string, origin: string, locale: Locale): string {
  const canonical = `${origin}${localePath(path, locale)}`;
  const title = escapeHtml(fullTitle(meta));
  const description = escapeHtml(meta.description);
  const image = meta.image ? `${origin}${meta.image}` : `${origin}/og-default.jpg`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="Picha Studio" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:locale" content="${ogLocale(locale)}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}" />`,
    ),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  else tags.push(...alternates(path, origin));
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** Renders a page on the server for crawlers, link previews and a fast first paint (docs/rules/public-pages.md#without-javascript). */
export async function render(input: RenderInput): Promise<RenderResult> {
  setApiFetch(input.apiFetch);
  // The page's language, from its address (the server sets it): its words, and its links through the router.
  const locale = currentLocale();
  await loadAllAreas(locale);
  const queryClient = createQueryClient();
  queryClient.setQueryData(studioContentQuery.queryKey, input.studioContent);

  const handler = createStaticHandler(routes, {
    basename: locale === DEFAULT_LOCALE ? undefined : localePath('/', locale),
  });
  const request = new Request(input.url);
  bindQueryClient(request, queryClient);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  // After the query: it loads the matched routes' modules, which declare the parts to load.
  await loadServerParts();
  await loadAllAreas(locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  const islands = context.matches.some((m) => (m.route.handle as RouteHandle | undefined)?.islands);
  const html = renderToString(
    <IslandServerContext.Provider value={islands ? islandServer() : null}>
      <PageFormSubmissionContext.Provider value={input.submission ?? null}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageFormSubmissionContext.Provider>
    </IslandServerContext.Provider>,
  );

  const matches = context.matches.map((m) => ({
    id: m.route.id,
    pathname: m.pathname,
    params: m.params,
    data: context.loaderData[m.route.id],
    loaderData: context.loaderData[m.route.id],
    handle: m.route.handle,
  }));
  const meta = metaForMatches(matches);
  const url = new URL(input.url);
  const { path } = splitLocalePath(url.pathname);
  const canonicalPath = meta.canonical ?? (path === '/' ? '/' : path.replace(/\/$/, ''));
  const title = `<title>${escapeHtml(fullTitle(meta))}</title>`;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;

  const head = [title, description, headFor(meta, canonicalPath, input.origin, locale)].join('\n    ');
  // An islands page carries each island's props beside it and needs no router or query state.
  if (islands) return { kind: 'page', status: context.statusCode, head, html, data: '', mode: 'islands' };
  const state = {
    studioContent: input.studioContent,
    ssr: {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeRouterErrors(context.errors),
      },
      submission: input.submission ?? null,
      // The studio content travels once, as `studioContent` above (studioContentQuery's initial data).
      // A query that holds only its initial data (a share link's first page, taken from its view)
      // is made again from the same data in the browser: not sent twice.
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          query.queryKey[0] !== studioContentQuery.queryKey[0] &&
          query.state.dataUpdateCount > 0 &&
          defaultShouldDehydrateQuery(query),
      }),
    },
  };
  return {
    kind: 'page',
    status: context.statusCode,
    head,
    html,
    data: initialDataScript(state),
    mode: 'app',
  };
}
