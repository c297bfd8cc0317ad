import { pagesTexts, studioTexts } from '@studio/shared';
import { OverviewView } from '@/features/studio/overview/overview-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioTexts.overviewTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.overview,
    noindex: true,
  }),
};

/** /studio (docs/rules/history.md#issue-14): the four numbers. */
export function Component() {
  return <OverviewView />;
}
