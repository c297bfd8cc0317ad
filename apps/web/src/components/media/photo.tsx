import { Picture, type PictureProps } from './picture';
import { resolvePhoto } from './resolve-photo';

interface PhotoProps extends Omit<PictureProps, 'image' | 'alt'> {
  /** A media id of the image library, e.g. "photos/giraffes-savanna-01". */
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
  const resolved = resolvePhoto(id);
  if (!resolved) return null;
  return <Picture image={resolved.image} alt={alt ?? resolved.alt} deferred {...picture} />;
}
