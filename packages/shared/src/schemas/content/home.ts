import { z } from 'zod/mini';

/** Non-empty text, trimmed. */
export const contentText = () => z.string().check(z.trim(), z.minLength(1, 'Fill this in.'));

/**
 * An id of the media library (packages/shared/src/media), e.g. "photos/giraffes-savanna-01" (a
 * bundled sample), or of a photograph staff uploaded, "upload:<stem>" (issue 23).
 */
export const mediaIdSchema = z
  .string()
  .check(
    z.regex(
      /^(?:(?:photos|portraits|logos|video)\/[a-z0-9-]+|upload:[A-Za-z0-9_-]{16,64})$/,
      'Choose an image of the media library.',
    ),
  );

/** A path of this site, optionally with a #fragment, e.g. "/services#wedding-videos". */
export const sitePathSchema = z
  .string()
  .check(z.regex(/^\/(?!\/)[^\s]*$/, 'Use a path of this site, starting with / (e.g. /services).'));

export const HERO_TEXT_MAX = 80;
export const HERO_PARAGRAPH_MAX = 300;
export const LINK_LABEL_MAX = 40;

/** SPEC 3 "Hero slide": image, text, paragraph, link path, link label. */
export const heroSlideSchema = z.object({
  image: mediaIdSchema,
  text: contentText().check(z.maxLength(HERO_TEXT_MAX, `Keep the heading to ${HERO_TEXT_MAX} characters.`)),
  paragraph: contentText().check(
    z.maxLength(HERO_PARAGRAPH_MAX, `Keep the paragraph to ${HERO_PARAGRAPH_MAX} characters.`),
  ),
  linkPath: sitePathSchema,
  linkLabel: contentText().check(z.maxLength(LINK_LABEL_MAX, `Keep the link's words to ${LINK_LABEL_MAX} characters.`)),
});
/** The hero shows at least one slide and at most this many. */
export const HERO_SLIDES_MAX = 8;
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** A band shows one or two photographs (the second beside the first on wide screens). */
export const CTA_BAND_IMAGES_MAX = 2;

/** SPEC 3 "Hero or CTA banner": id, title, description, images (src and alt), link. */
export const ctaBannerSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  eyebrow: z.optional(contentText()),
  title: contentText(),
  description: contentText(),
  images: z
    .array(z.object({ src: mediaIdSchema, alt: contentText() }))
    .check(
      z.minLength(1, 'Choose a photograph.'),
      z.maxLength(CTA_BAND_IMAGES_MAX, `Show at most ${CTA_BAND_IMAGES_MAX} photographs.`),
    ),
  link: sitePathSchema,
  linkLabel: contentText(),
});
export type CtaBanner = z.infer<typeof ctaBannerSchema>;

/** SPEC 1 stated claims, e.g. { value: '300+', label: 'projects delivered' }. */
export const claimSchema = z.object({
  value: contentText(),
  label: contentText(),
});
export type Claim = z.infer<typeof claimSchema>;

/** The home page's own words: its heading, what the studio does and how a shoot works. */
export const homeContentSchema = z.object({
  heading: contentText(),
  intro: z.object({
    eyebrow: contentText(),
    title: contentText(),
    paragraphs: z.array(contentText()).check(z.minLength(1)),
  }),
  services: z.object({ title: contentText(), description: contentText() }),
  process: z.object({
    title: contentText(),
    description: contentText(),
    steps: z
      .array(z.object({ title: contentText(), description: contentText() }))
      .check(z.minLength(1), z.maxLength(6)),
  }),
  /** The closing call to action ('Ready to Create Memories?', siteTexts.closingCta) under every studio page. */
  closing: z.object({ description: contentText(), linkLabel: contentText(), image: mediaIdSchema }),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
