import { z } from 'zod/mini';

/** The networks the site footer draws an icon for, in its usual order. */
export const SOCIAL_NETWORKS = ['Instagram', 'Facebook', 'X', 'TikTok', 'YouTube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** One link per network at most. */
export const SOCIAL_LINKS_MAX = SOCIAL_NETWORKS.length;
export const SOCIAL_URL_MAX = 300;

/** The studio's own profile on one network, linked from the footer of every public page. */
export const socialLinkSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS, 'Choose one of the networks listed.'),
  url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Fill this in.'),
      z.maxLength(SOCIAL_URL_MAX, `Keep the address to ${SOCIAL_URL_MAX} characters.`),
      z.url({ protocol: /^https$/, hostname: /\./, error: 'Use a full https:// address.' }),
    ),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** The footer's social links, in the order shown: each network once. */
export const socialLinksSchema = z.array(socialLinkSchema).check(
  z.maxLength(SOCIAL_LINKS_MAX, `List at most ${SOCIAL_LINKS_MAX} links, one per network.`),
  z.superRefine((links, ctx) => {
    const seen = new Set<string>();
    links.forEach((link, i) => {
      if (seen.has(link.network))
        ctx.addIssue({
          code: 'custom',
          message: 'This network is listed already.',
          path: [i, 'network'],
          input: links,
        });
      seen.add(link.network);
    });
  }),
);
