import {
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  IMAGES_MAX_PER_PORTFOLIO,
  photographerDashboardTexts,
  portfolioTexts,
} from '@studio/shared';

export interface ImageSelection {
  /** The files that can be uploaded, in the order chosen. */
  accepted: File[];
  /** One line per problem, naming the file when it is about one file. */
  problems: string[];
}

/**
 * docs/rules/photographers-and-portfolios.md#uploads before anything is sent: JPEG, PNG, WebP or AVIF, at most 20 MB each, and no more than 30
 * images in the portfolio altogether. The server checks the same from the bytes.
 */
export function checkImageSelection(
  files: readonly File[],
  { alreadyChosen, inPortfolio }: { alreadyChosen: number; inPortfolio: number },
): ImageSelection {
  const problems: string[] = [];
  const valid: File[] = [];
  for (const file of files) {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()))
      problems.push(`${file.name}: ${portfolioTexts.imageType}`);
    else if (file.size > IMAGE_MAX_BYTES) problems.push(`${file.name}: ${portfolioTexts.imageTooLarge}`);
    else valid.push(file);
  }
  const room = Math.max(0, IMAGES_MAX_PER_PORTFOLIO - inPortfolio - alreadyChosen);
  if (valid.length > room) {
    problems.push(
      `${portfolioTexts.tooManyImages} ${
        room === 0
          ? photographerDashboardTexts.photos.tooManyRemove
          : photographerDashboardTexts.photos.tooManyRoom({ room })
      }`,
    );
  }
  return { accepted: valid.slice(0, room), problems };
}

/** Moves the item at `from` to `to`, returning a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** "3.4 MB", "820 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
