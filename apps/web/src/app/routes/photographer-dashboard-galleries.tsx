import { galleriesTexts } from '@studio/shared';
import { paths } from '@/config/paths';
import { GalleryList } from '@/features/galleries/components/gallery-manager';
import type { RouteHandle } from '@/lib/route-meta';
import { DashboardPageHeading } from '@/components/ui/page-heading';

/** Read when used, in the current language. */
const page = () => galleriesTexts.pages.photographerList;

export const handle: RouteHandle = {
  meta: () => ({
    title: page().title + galleriesTexts.pages.dashboardSuffix,
    description: page().description,
    noindex: true,
  }),
};

/** /photographer-dashboard/galleries: the photographer's client galleries (docs/decisions/0039). */
export function Component() {
  return (
    <>
      <DashboardPageHeading title={page().title} />
      <GalleryList hrefOf={(id) => paths.photographerGallery.replace(':id', id)} />
    </>
  );
}
