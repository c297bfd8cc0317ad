import { z } from 'zod/mini';
import { contentText, mediaIdSchema } from './home';
import { swText, kiswahiliVersion } from './kiswahili';

/** docs/rules/product.md#entities Testimonial: id, name, feedback, image; plus what the studio did for them. */
export const testimonialSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: contentText(),
  feedback: contentText(),
  /** An initials avatar of the media library (portraits/avatar-testimonial-*). */
  image: mediaIdSchema,
  /** The occasion, e.g. "Wedding at Lake Naivasha". */
  occasion: z.optional(contentText()),
  /**
   * A quoted marketplace review (docs/rules/history.md#issue-14): its author agreed ("The studio may quote this
   * review"); `name` and `feedback` are the review's, and it leaves the site if it is hidden or
   * the author withdraws.
   */
  reviewId: z.optional(z.uuid()),
  /**
   * docs/rules/public-pages.md#languages: the feedback and occasion in Kiswahili, each optional (the English shows where
   * one is missing). A quoted review's feedback is its author's own words and is never translated.
   */
  ...kiswahiliVersion({ feedback: swText(), occasion: swText() }),
});
/** The words of a testimonial that have a Kiswahili version (not a quoted review's feedback). */
export const TESTIMONIAL_SW_FIELDS = ['feedback', 'occasion'] as const;
export type Testimonial = z.infer<typeof testimonialSchema>;

/** The words and photograph of the /testimonials page around the testimonials themselves. */
export const testimonialsPageSchema = z.object({
  title: contentText(),
  intro: contentText(),
  image: mediaIdSchema,
  imageAlt: contentText(),
  /** docs/rules/public-pages.md#languages: the page's words in Kiswahili, each optional. */
  ...kiswahiliVersion({ title: swText(), intro: swText(), imageAlt: swText() }),
});
/** The words of the /testimonials page that have a Kiswahili version. */
export const TESTIMONIALS_PAGE_SW_FIELDS = ['title', 'intro', 'imageAlt'] as const;
export type TestimonialsPage = z.infer<typeof testimonialsPageSchema>;
