import { galleriesTexts } from '@studio/shared';
import { useParams } from 'react-router';
import { GalleryManager } from '@/features/galleries/components/gallery-manager';
import type { RouteHandle } from '@/lib/route-meta';

/** Read when used, in the current language. */
const page = () => galleriesTexts.pages.photographerOne;

export const handle: RouteHandle = {
  meta: () => ({
    title: page().title + galleriesTexts.pages.dashboardSuffix,
    description: page().description,
    noindex: true,
  }),
};

/** /photographer-dashboard/galleries/:id: one gallery as its photographer runs it (docs/decisions/0039). */
export function Component() {
  const { id = '' } = useParams();
  return <GalleryManager key={id} id={id} />;
}
