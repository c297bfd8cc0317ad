import { z } from 'zod/mini';
import { boundedText, mediaIdSchema, pageText, swPageText, titledItems } from './home';
import { swLines, swText, kiswahiliVersion } from './kiswahili';

const { label, title, description, paragraphs } = pageText;
/** docs/rules/public-pages.md#languages: each part's words have an optional Kiswahili version (`sw`) beside the English. */
const sw = swPageText;
const section = z.object({
  title: title(),
  paragraphs: paragraphs(8),
  ...kiswahiliVersion({ title: sw.title(), paragraphs: sw.paragraphs(8) }),
});

export const ABOUT_CAROUSEL_MAX = 12;
export const ABOUT_VALUES_MAX = 6;
export const ABOUT_POINTS_MAX = 6;

/** The /about page: banner, story, image carousel, core values, vision and the community pitch. */
export const aboutContentSchema = z.object({
  banner: z.object({
    title: title(),
    description: description(),
    image: mediaIdSchema,
    ...kiswahiliVersion({ title: sw.title(), description: sw.description() }),
  }),
  story: section,
  carousel: z
    .array(
      z.object({
        image: mediaIdSchema,
        caption: boundedText(200),
        ...kiswahiliVersion({ caption: swText(200) }),
      }),
    )
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
    ...kiswahiliVersion({
      title: sw.title(),
      description: sw.description(),
      points: swLines(ABOUT_POINTS_MAX),
      joinLabel: sw.label(),
    }),
  }),
  team: z.object({
    title: title(),
    description: description(),
    ...kiswahiliVersion({ title: sw.title(), description: sw.description() }),
  }),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;
