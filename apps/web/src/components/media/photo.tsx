import type { StudioContent } from '@studio/shared';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { StudioContentOverride, studioContentQuery } from '@/lib/studio-content';
import { Picture, type PictureProps } from './picture';
import { resolvePhoto } from './resolve-photo';

interface PhotoProps extends Omit<PictureProps, 'image' | 'alt'> {
  /** A media id of the image library, e.g. "photos/giraffes-savanna-01", or an upload's ("upload:<stem>"). */
  id: string;
  /** Overrides the library's description (empty string for decorative images). */
  alt?: string;
}

/**
 * A photograph of the studio's media library, by id. It reads the media manifest, so it belongs
 * in server-rendered parts of a page; islands take resolved photos (`resolvePhoto`) as props.
 * Those parts never hydrate, so a lazy one waits until it is near the screen (`deferred`).
 */
export function Photo({ id, alt, ...picture }: PhotoProps) {
  // An uploaded photograph (docs/rules/history.md#issue-23) is described by the studio content the page already holds:
  // in the console's preview, the drafts' content (which carries the uploads only a draft shows).
  const override = useContext(StudioContentOverride);
  const client = useContext(QueryClientContext);
  const uploads = (override ?? client?.getQueryData<StudioContent>(studioContentQuery.queryKey))?.imageUploads;
  const resolved = resolvePhoto(id, undefined, uploads);
  if (!resolved) return null;
  // An English description on a Kiswahili page says so (docs/rules/public-pages.md#languages); a given one is the page's.
  return (
    <Picture
      image={resolved.image}
      alt={alt ?? resolved.alt}
      lang={alt === undefined ? resolved.lang : undefined}
      deferred
      {...picture}
    />
  );
}
