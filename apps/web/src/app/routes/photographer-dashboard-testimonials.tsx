import { pagesTexts } from '@studio/shared';
import { TestimonialsView } from '@/features/photographer-dashboard/reviews/testimonials-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${pagesTexts.photographerDashboard.testimonials} · ${pagesTexts.photographerDashboard.title}`,
    description: pagesTexts.photographerDashboard.testimonialsDescription,
    noindex: true,
  }),
};

/** /photographer-dashboard/testimonials (docs/rules/history.md#issue-13, docs/rules/photographers-and-portfolios.md#dashboard-navigation, docs/rules/reviews.md#who-may-review): the photographer's reviews. */
export function Component() {
  return <TestimonialsView />;
}
