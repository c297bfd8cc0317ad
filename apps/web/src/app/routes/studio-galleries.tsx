import { galleriesTexts, paths, studioTexts } from '@studio/shared';
import { GalleryCards } from '@/features/galleries/components/gallery-cards';
import { ClientLines, StudioGalleriesView } from '@/features/studio/galleries/galleries-view';
import { pathTo } from '@/config/paths';
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
  return (
    <StudioGalleriesView
      cards={(galleries) => (
        <GalleryCards
          galleries={galleries}
          hrefOf={(id) => pathTo(paths.studioGallery, { id })}
          extra={(g) => <ClientLines client={g.client} />}
        />
      )}
    />
  );
}
