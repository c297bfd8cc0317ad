import { galleriesTexts } from '@studio/shared';
import { useParams } from 'react-router';
import { ClientGallery } from '@/features/galleries/components/client-gallery';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: { ...galleriesTexts.pages.clientOne, noindex: true },
};

/** /dashboard/galleries/:id: one gallery as the booking's client sees it (docs/decisions/0039). */
export function Component() {
  const { id = '' } = useParams();
  return <ClientGallery key={id} id={id} />;
}
