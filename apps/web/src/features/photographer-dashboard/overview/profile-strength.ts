import { paths, type Photographer, type PhotographerPackage } from '@studio/shared';

/** How many photographs a strong profile shows (docs/rules/history.md#issue-23). */
export const STRONG_PROFILE_PHOTOS = 6;

export type StrengthKey = 'bio' | 'photos' | 'packages' | 'price' | 'instagram' | 'video' | 'website' | 'picture';

export interface StrengthItem {
  key: StrengthKey;
  done: boolean;
  /** Where it is done. */
  to: string;
}

/**
 * docs/rules/history.md#issue-23: what would make a published profile stronger, most telling first: each item done or
 * not, with the page where it is done. The price counts as said by a package as well.
 */
export function profileStrength(
  p: Photographer,
  packages: readonly Pick<PhotographerPackage, 'active'>[],
): StrengthItem[] {
  const hasPackage = packages.some((x) => x.active);
  const items: [StrengthKey, boolean, string][] = [
    ['bio', p.message.trim().length > 0, paths.photographerPortfolio],
    ['photos', p.gallery.length >= STRONG_PROFILE_PHOTOS, paths.photographerPortfolio],
    ['packages', hasPackage, paths.photographerPackages],
    ['price', p.price.trim().length > 0 || hasPackage, paths.photographerPortfolio],
    ['instagram', p.instagram.trim().length > 0, paths.photographerPortfolio],
    ['video', p.video !== null, paths.photographerPortfolio],
    ['website', p.website.trim().length > 0, paths.photographerPortfolio],
    ['picture', p.profile_picture !== null, paths.photographerSettings],
  ];
  return items.map(([key, done, to]) => ({ key, done, to }));
}
