import { TestimonialsView } from '@/features/photographer-dashboard/components/testimonials-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Testimonials · Photographer dashboard',
    description: 'Your clients’ reviews: reply, feature the best on your profile, report abuse.',
    noindex: true,
  },
};

/** /photographer-dashboard/testimonials (issue 13, D20, D27): the photographer's reviews. */
export function Component() {
  return <TestimonialsView />;
}
