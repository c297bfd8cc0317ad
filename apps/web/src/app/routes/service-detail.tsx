import { isServiceSlug } from '@studio/shared';
import { photo } from '@studio/shared/media/media';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ClosingCta } from '@/components/studio/closing-cta';
import { loadStudioContent } from '@/features/services/api/load-studio-content';
import { ServiceDetail } from '@/features/services/components/service-detail';
import { defaultMeta, type RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** An unknown slug shows the app's 404 fallback page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.serviceSlug;
  if (!isServiceSlug(slug)) throw notFound();
  const { services } = await loadStudioContent(request.signal);
  const service = services.find((s) => s.slug === slug);
  if (!service) throw notFound();
  return {
    slug: service.slug,
    title: service.title,
    summary: service.summary,
    image: service.images[0] ? photo(service.images[0])?.fallback : undefined,
  };
}
type LoaderData = Awaited<ReturnType<typeof loader>>;

export const handle: RouteHandle = {
  islands: true,
  meta: ({ data }) => {
    const d = data as LoaderData | undefined;
    if (!d) return { ...defaultMeta(), noindex: true };
    return { title: d.title, description: d.summary, image: d.image };
  },
};

/**
 * /services/:serviceSlug: the service's own page (the header search links /services/event-coverage).
 * Served as HTML; its photo grid is the one island.
 */
export function Component() {
  const { slug } = useLoaderData<LoaderData>();
  const { services } = useStudioContent();
  const service = services.find((s) => s.slug === slug);
  if (!service) return null;
  return (
    <>
      <ServiceDetail key={service.slug} service={service} />
      <ClosingCta />
    </>
  );
}
