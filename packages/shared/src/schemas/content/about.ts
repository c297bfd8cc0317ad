import { z } from 'zod/mini';
import { contentText, mediaIdSchema } from './home';

const section = z.object({ title: contentText(), paragraphs: z.array(contentText()).check(z.minLength(1)) });

/** The /about page: banner, story, image carousel, core values, vision and the community pitch. */
export const aboutContentSchema = z.object({
  banner: z.object({ title: contentText(), description: contentText(), image: mediaIdSchema }),
  story: section,
  carousel: z.array(z.object({ image: mediaIdSchema, caption: contentText() })).check(z.minLength(1), z.maxLength(12)),
  values: z.array(z.object({ title: contentText(), description: contentText() })).check(z.minLength(1), z.maxLength(6)),
  vision: section,
  community: z.object({
    title: contentText(),
    description: contentText(),
    points: z.array(contentText()).check(z.minLength(1), z.maxLength(6)),
    joinLabel: contentText(),
    image: mediaIdSchema,
  }),
  team: z.object({ title: contentText(), description: contentText() }),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;
