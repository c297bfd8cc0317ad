import { z } from 'zod/mini';
import { contentText, mediaIdSchema } from './home';
import { swText, kiswahiliVersion } from './kiswahili';

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
  /** docs/rules/public-pages.md#languages: the role, bio and description in Kiswahili, each optional; the name stays. */
  ...kiswahiliVersion({ role: swText(), bio: swText(), description: swText() }),
});
/** The words of a team member that have a Kiswahili version. */
export const TEAM_MEMBER_SW_FIELDS = ['role', 'bio', 'description'] as const;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type TeamLinkNetwork = keyof NonNullable<TeamMember['links']>;
