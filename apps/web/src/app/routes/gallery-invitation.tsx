import { galleriesTexts } from '@studio/shared';
import { GalleryInvitation } from '@/features/galleries/components/gallery-invitation';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: galleriesTexts.invitation.title,
    description: galleriesTexts.invitation.description,
    noindex: true,
  }),
};

/** /gallery-invitation#token (docs/decisions/0047-studio-client-galleries.md): the link of a studio gallery's invitation. */
export function Component() {
  return <GalleryInvitation />;
}
