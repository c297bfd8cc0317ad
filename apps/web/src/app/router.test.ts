import { isKnownAppPath, paths } from '@studio/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every path pattern of the route tree, as the router matches it (a child's relative path joined to its parent's). */
function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    return [...(route.path !== undefined ? [own] : []), ...patterns(route.children ?? [], own)];
  });
}

describe('the route table the server shares (issue 23)', () => {
  const all = patterns(routes);
  const pages = all.filter((p) => !p.endsWith('*'));

  it('lists every route of the app in the shared paths, so that the server answers 200 for each and 404 for the rest', () => {
    const shared = new Set<string>(Object.values(paths));
    expect(pages.filter((p) => !shared.has(p))).toEqual([]);
    for (const p of pages) expect(isKnownAppPath(p.replace(/:[A-Za-z]+/g, 'x')), p).toBe(true);
  });

  it('has a not-found page for unknown addresses in each signed-in area and for the rest of the site', () => {
    expect(all.filter((p) => p.endsWith('*'))).toEqual([
      `${paths.dashboard}/*`,
      `${paths.photographerDashboard}/*`,
      `${paths.studio}/*`,
      '/*',
    ]);
  });
});
