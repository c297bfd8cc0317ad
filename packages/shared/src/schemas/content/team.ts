import { z } from 'zod/mini';
import { contentText, mediaIdSchema } from './home';

const profileUrl = z.optional(z.url({ protocol: /^https$/ }));

/** docs/rules/product.md#entities Team member: id, name, role, bio, description (optional), image, social links (optional). */
export const teamMemberSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: contentText(),
  role: contentText(),
  bio: contentText(),
  description: z.optional(contentText()),
  /** An initials avatar of the media library (portraits/avatar-team-*). */
  image: mediaIdSchema,
  links: z.optional(
    z.object({
      facebook: profileUrl,
      instagram: profileUrl,
      twitter: profileUrl,
      linkedIn: profileUrl,
      tikTok: profileUrl,
    }),
  ),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type TeamLinkNetwork = keyof NonNullable<TeamMember['links']>;
