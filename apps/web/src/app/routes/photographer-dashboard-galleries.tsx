import { paths } from '@/config/paths';
import { GalleryList } from '@/features/galleries/components/gallery-manager';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Galleries · Photographer dashboard',
    description: "Deliver your clients' photographs.",
    noindex: true,
  },
};

/** /photographer-dashboard/galleries: the photographer's client galleries (docs/decisions/0039). */
export function Component() {
  return (
    <>
      <header className="mb-6">
        <h1 className="font-serif text-4xl leading-tight text-ink dark:text-white">Galleries</h1>
      </header>
      <GalleryList hrefOf={(id) => paths.photographerGallery.replace(':id', id)} />
    </>
  );
}
