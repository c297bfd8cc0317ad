import { useParams } from 'react-router';
import { GalleryManager } from '@/features/galleries/components/gallery-manager';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: {
    title: 'Gallery · Photographer dashboard',
    description: 'Upload, share and follow the picks.',
    noindex: true,
  },
};

/** /photographer-dashboard/galleries/:id: one gallery as its photographer runs it (docs/decisions/0039). */
export function Component() {
  const { id = '' } = useParams();
  return <GalleryManager key={id} id={id} />;
}
