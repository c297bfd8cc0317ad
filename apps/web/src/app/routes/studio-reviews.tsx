import { pagesTexts, studioTexts } from '@studio/shared';
import { ReportedReviewsView } from '@/features/studio/moderation/reported-reviews-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioTexts.reviewsTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.reviews,
    noindex: true,
  }),
};

/** /studio/reviews (docs/rules/history.md#issue-14): the reports waiting. */
export function Component() {
  return <ReportedReviewsView />;
}
