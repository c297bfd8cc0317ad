import { galleriesTexts } from '@studio/shared';
import { paths } from '@/config/paths';
import { ClientGalleries } from '@/features/galleries/components/client-gallery';
import type { RouteHandle } from '@/lib/route-meta';
import { DashboardPageHeading } from '@/components/ui/page-heading';

/** Read when used, in the current language. */
const page = () => galleriesTexts.pages.clientList;

export const handle: RouteHandle = {
  meta: () => ({ ...page(), noindex: true }),
};

/** /dashboard/galleries: the client's delivered galleries (docs/decisions/0039). */
export function Component() {
  return (
    <>
      <DashboardPageHeading title={page().title} />
      <ClientGalleries hrefOf={(id) => paths.dashboardGallery.replace(':id', id)} />
    </>
  );
}
