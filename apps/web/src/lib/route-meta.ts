import { STUDIO_NAME } from '@studio/shared';
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
 * The deepest match that has one wins.
 */
export interface RouteHandle {
  /** A public page served as HTML with React islands (lib/island.tsx), not hydrated as a whole (docs/rules/public-pages.md#rendering). */
  islands?: boolean;
  meta?: RouteMeta | ((args: { data: unknown; params: Record<string, string | undefined> }) => RouteMeta);
}

export const defaultMeta: RouteMeta = {
  title: `${STUDIO_NAME} · Photography and videography in Nairobi, Kenya`,
  description:
    'Picha Studio is a Nairobi photography and videography studio for weddings, events, portraits and brands, and a marketplace of Kenyan photographers.',
};

export function metaForMatches(matches: readonly UIMatch<unknown, unknown>[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const meta = (match.handle as RouteHandle | undefined)?.meta;
    if (!meta) continue;
    return typeof meta === 'function' ? meta({ data: match.data, params: match.params }) : meta;
  }
  return defaultMeta;
}

/** The page title with the studio's name, unless the title already carries it. */
export function fullTitle(meta: RouteMeta): string {
  return meta.title.includes(STUDIO_NAME) ? meta.title : `${meta.title} · ${STUDIO_NAME}`;
}
