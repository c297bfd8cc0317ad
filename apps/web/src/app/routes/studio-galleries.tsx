import { galleriesTexts, studioTexts } from '@studio/shared';
import { StudioGalleriesView } from '@/features/studio/galleries/galleries-view';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: `${galleriesTexts.studio.title} · ${studioTexts.consoleTitle}`,
    description: galleriesTexts.studio.description,
    noindex: true,
  }),
};

/** /studio/galleries (docs/decisions/0047-studio-client-galleries.md): the galleries staff make for the studio's own clients. */
export function Component() {
  return <StudioGalleriesView />;
}
