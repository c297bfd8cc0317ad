import { paths } from '@/config/paths';
import { ClientGalleries } from '@/features/galleries/components/client-gallery';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: { title: 'Your galleries', description: 'The photographs your photographers delivered.', noindex: true },
};

/** /dashboard/galleries: the client's delivered galleries (docs/decisions/0039). */
export function Component() {
  return (
    <>
      <header className="mb-8">
        <h1 className="font-serif text-4xl leading-tight text-ink sm:text-5xl dark:text-white">Your galleries</h1>
      </header>
      <ClientGalleries hrefOf={(id) => paths.dashboardGallery.replace(':id', id)} />
    </>
  );
}
