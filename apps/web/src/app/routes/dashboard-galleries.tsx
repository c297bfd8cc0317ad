import { galleriesTexts } from '@studio/shared';
import { paths } from '@/config/paths';
import { ClientGalleries } from '@/features/galleries/components/client-gallery';
import type { RouteHandle } from '@/lib/route-meta';

/** Read when used, in the current language. */
const page = () => galleriesTexts.pages.clientList;

export const handle: RouteHandle = {
  meta: () => ({ ...page(), noindex: true }),
};

/** /dashboard/galleries: the client's delivered galleries (docs/decisions/0039). */
export function Component() {
  return (
    <>
      <header className="mb-8">
        <h1 className="font-serif text-4xl leading-tight text-ink sm:text-5xl dark:text-white">{page().title}</h1>
      </header>
      <ClientGalleries hrefOf={(id) => paths.dashboardGallery.replace(':id', id)} />
    </>
  );
}
