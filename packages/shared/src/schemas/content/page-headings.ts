import { z } from 'zod/mini';
import { mediaIdSchema, pageText } from './home';

const { label, title, description } = pageText;

/**
 * docs/rules/history.md#issue-23: the small lines and headings of the studio's pages that were words in the components
 * (a section's eyebrow, the partner strip's line, the FAQ's heading), one part, edited in one place
 * and grouped by page. The sections' own words stay in their page's part (home, about, …).
 */
export const pageHeadingsSchema = z.object({
  home: z.object({
    servicesEyebrow: label(),
    servicesLink: label(),
    processEyebrow: label(),
    partnersTitle: title(),
    testimonialsEyebrow: label(),
    testimonialsTitle: title(),
    faqEyebrow: label(),
    faqTitle: title(),
    faqIntro: description(),
  }),
  about: z.object({
    bannerEyebrow: label(),
    picturesEyebrow: label(),
    picturesTitle: title(),
    valuesEyebrow: label(),
    valuesTitle: title(),
    communityEyebrow: label(),
    teamEyebrow: label(),
  }),
  services: z.object({ filmsEyebrow: label(), fashionEyebrow: label(), statsEyebrow: label() }),
  testimonials: z.object({ eyebrow: label() }),
  blog: z.object({ eyebrow: label(), title: title(), intro: description() }),
});
export type PageHeadings = z.infer<typeof pageHeadingsSchema>;

/** The /contact page's own words and photograph (its details are `contactDetails`). */
export const contactPageSchema = z.object({
  eyebrow: label(),
  title: title(),
  intro: description(),
  image: mediaIdSchema,
  detailsTitle: title(),
});
export type ContactPage = z.infer<typeof contactPageSchema>;
