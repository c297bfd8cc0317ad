import { pagesTexts, studioTexts } from '@studio/shared';
import { PhotographersView } from '@/features/studio/photographers/photographers-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioTexts.photographersTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.photographers,
    noindex: true,
  }),
};

/** /studio/photographers (docs/rules/history.md#issue-14): listings, the demo switch. */
export function Component() {
  return <PhotographersView />;
}
