import { pagesTexts, STUDIO_NAME } from '@studio/shared';
import type { UIMatch } from 'react-router';

/** What a page says about itself to browsers, crawlers and link previews (docs/rules/public-pages.md#without-javascript). */
export interface RouteMeta {
  title: string;
  description: string;
  /** An absolute path to the Open Graph image (a JPEG of the media library). */
  image?: string;
  type?: 'website' | 'article' | 'profile';
  /** Structured data (JSON-LD) for the page. */
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  /**
   * The canonical path and query (e.g. `/photographers?location=Nairobi`), when the page's address
   * carries parameters that matter; otherwise the path without its query is canonical.
   */
  canonical?: string;
}

/**
 * A route module exports `handle = { meta }`; `meta` receives the route's loader data and params.
 * The deepest match that has one wins. It is a function, called when the page is rendered, so that
 * its words are read in the page's language (an object would be read once, in English, when the
 * module loads: docs/decisions/0046-languages.md).
 */
export interface RouteHandle {
  /** A public page served as HTML with React islands (lib/island.tsx), not hydrated as a whole (docs/rules/public-pages.md#rendering). */
  islands?: boolean;
  meta?: (args: { data: unknown; params: Record<string, string | undefined> }) => RouteMeta;
}

/** The home page's head, and any page's that says nothing of its own: read in the current language at each call. */
export const defaultMeta = (): RouteMeta => ({
  title: pagesTexts.home.title({ studio: STUDIO_NAME }),
  description: pagesTexts.home.description,
});

export function metaForMatches(matches: readonly UIMatch<unknown, unknown>[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const meta = (match.handle as RouteHandle | undefined)?.meta;
    if (!meta) continue;
    return meta({ data: match.data, params: match.params });
  }
  return defaultMeta();
}

/** The page title with the studio's name, unless the title already carries it. */
export function fullTitle(meta: RouteMeta): string {
  return meta.title.includes(STUDIO_NAME) ? meta.title : `${meta.title} · ${STUDIO_NAME}`;
}
