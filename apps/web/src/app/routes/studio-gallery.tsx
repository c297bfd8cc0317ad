import { studioTexts } from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { galleryKeys } from '@/features/galleries/api/galleries-api';
import { GalleryManager } from '@/features/galleries/components/gallery-manager';
import { BackToGalleries, StudioClientPanel } from '@/features/studio/galleries/client-panel';

/** The list's title and words: a gallery's own title is its page's heading. */
export { handle } from './studio-galleries';

/**
 * /studio/galleries/:id (docs/decisions/0047-studio-client-galleries.md): a studio client's gallery
 * as staff run it: its client and their invitation, then sets, uploads, picks, links and settings as
 * a photographer runs theirs.
 */
export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  return (
    <>
      <BackToGalleries />
      <GalleryManager
        key={id}
        id={id}
        eyebrow={studioTexts.consoleTitle}
        lead={(view) =>
          view.studioClient && (
            <StudioClientPanel
              galleryId={view.id}
              client={view.studioClient}
              onInvited={() => void queryClient.invalidateQueries({ queryKey: galleryKeys.one(view.id) })}
            />
          )
        }
      />
    </>
  );
}
