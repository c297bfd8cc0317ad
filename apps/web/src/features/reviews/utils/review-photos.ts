import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, REVIEW_IMAGES_MAX, reviewsTexts } from '@studio/shared';

export const PHOTO_ACCEPT = IMAGE_MIME_TYPES.join(',');

export interface PhotoSelection {
  /** The files that can be added, in the order chosen. */
  accepted: File[];
  /** What was refused and why, one sentence per problem (null when nothing was). */
  problem: string | null;
}

/**
 * docs/rules/photographers-and-portfolios.md#uploads before anything is sent, as the portfolio's photographs are checked: JPEG, PNG, WebP or
 * AVIF, at most 20 MB each, and no more than REVIEW_IMAGES_MAX photos on the review altogether
 * (`already`: the photos it has or will keep). The server checks the same from the bytes.
 */
export function checkReviewPhotos(files: readonly File[], already: number): PhotoSelection {
  const problems: string[] = [];
  const valid: File[] = [];
  for (const file of files) {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()))
      problems.push(`${file.name}: ${reviewsTexts.imageType}`);
    else if (file.size > IMAGE_MAX_BYTES) problems.push(`${file.name}: ${reviewsTexts.imageTooLarge}`);
    else valid.push(file);
  }
  const room = Math.max(0, REVIEW_IMAGES_MAX - already);
  if (valid.length > room) problems.push(reviewsTexts.tooManyImages);
  return { accepted: valid.slice(0, room), problem: problems.length ? problems.join(' ') : null };
}
