import { pagesTexts, studioMailTexts, studioTexts } from '@studio/shared';
import { NewsletterView } from '@/features/studio/newsletter/newsletter-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${studioMailTexts.newsletterTitle} · ${studioTexts.consoleTitle}`,
    description: pagesTexts.studio.newsletter,
    noindex: true,
  }),
};

/** /studio/newsletter (docs/rules/history.md#issue-14): newsletters and subscribers. */
export function Component() {
  return <NewsletterView />;
}
