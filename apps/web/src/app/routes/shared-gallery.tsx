import { galleriesTexts } from '@studio/shared';
import { useParams } from 'react-router';
import { SharedGallery } from '@/features/galleries/components/shared-gallery';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: { ...galleriesTexts.pages.shared, noindex: true },
};

/** /g/:token: a gallery shared by a private link (docs/decisions/0039). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <main className="mx-auto max-w-7xl px-3 py-8 sm:px-6">
      <SharedGallery key={token} token={token} />
    </main>
  );
}
