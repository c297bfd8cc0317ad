import { mediaLibrary } from '@studio/shared/media/media';

/** The photographs of the media library, by id: what a hero slide may show. */
export const PHOTO_IDS = Object.keys(mediaLibrary)
  .filter((id) => mediaLibrary[id]?.kind === 'photo')
  .sort();
