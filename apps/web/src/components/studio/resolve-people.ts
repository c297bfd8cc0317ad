import type { StudioImage, TeamMember, Testimonial } from '@studio/shared';
import { type MediaFileSource, resolveMediaFile } from '@/components/media/resolve-photo';

/**
 * People of the studio content with their avatars resolved on the server, so the carousels (islands)
 * and the cards never read the media manifest in the browser.
 */
export interface ShownTestimonial extends Omit<Testimonial, 'image'> {
  avatar?: MediaFileSource;
}

export interface ShownTeamMember extends Omit<TeamMember, 'image'> {
  avatar?: MediaFileSource;
}

/** A quoted marketplace review shows its author's own initials, not a library portrait of someone else's. */
export const resolveTestimonials = (
  testimonials: readonly Testimonial[],
  uploads?: readonly StudioImage[],
): ShownTestimonial[] =>
  testimonials.map(({ image, ...t }) => ({ ...t, avatar: t.reviewId ? undefined : resolveMediaFile(image, uploads) }));

/** `uploads`: the content's uploaded photographs, which may stand in for a library portrait (docs/rules/history.md#issue-23). */
export const resolveTeam = (team: readonly TeamMember[], uploads?: readonly StudioImage[]): ShownTeamMember[] =>
  team.map(({ image, ...member }) => ({ ...member, avatar: resolveMediaFile(image, uploads) }));
