import { z } from 'zod/mini';
import { contentText, mediaIdSchema } from './home';

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
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** The words and photograph of the /testimonials page around the testimonials themselves. */
export const testimonialsPageSchema = z.object({
  title: contentText(),
  intro: contentText(),
  image: mediaIdSchema,
  imageAlt: contentText(),
});
export type TestimonialsPage = z.infer<typeof testimonialsPageSchema>;
