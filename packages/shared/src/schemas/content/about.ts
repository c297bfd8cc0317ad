import { z } from 'zod/mini';
import { boundedText, mediaIdSchema, pageText, titledItems } from './home';

const { label, title, description, paragraphs } = pageText;
const section = z.object({ title: title(), paragraphs: paragraphs(8) });

export const ABOUT_CAROUSEL_MAX = 12;
export const ABOUT_VALUES_MAX = 6;
export const ABOUT_POINTS_MAX = 6;

/** The /about page: banner, story, image carousel, core values, vision and the community pitch. */
export const aboutContentSchema = z.object({
  banner: z.object({ title: title(), description: description(), image: mediaIdSchema }),
  story: section,
  carousel: z
    .array(z.object({ image: mediaIdSchema, caption: boundedText(200) }))
    .check(z.minLength(1), z.maxLength(ABOUT_CAROUSEL_MAX)),
  values: titledItems(ABOUT_VALUES_MAX),
  vision: section,
  community: z.object({
    title: title(),
    description: description(),
    points: z
      .array(boundedText(200))
      .check(
        z.minLength(1, 'Keep one point at least.'),
        z.maxLength(ABOUT_POINTS_MAX, `Use at most ${ABOUT_POINTS_MAX} points.`),
      ),
    joinLabel: label(),
    image: mediaIdSchema,
  }),
  team: z.object({ title: title(), description: description() }),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;
