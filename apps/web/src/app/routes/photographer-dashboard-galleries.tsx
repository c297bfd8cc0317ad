import { galleriesTexts } from '@studio/shared';
import { paths } from '@/config/paths';
import { GalleryList } from '@/features/galleries/components/gallery-manager';
import type { RouteHandle } from '@/lib/route-meta';

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
      <header className="mb-6">
        <h1 className="font-serif text-4xl leading-tight text-ink dark:text-white">{page().title}</h1>
      </header>
      <GalleryList hrefOf={(id) => paths.photographerGallery.replace(':id', id)} />
    </>
  );
}
