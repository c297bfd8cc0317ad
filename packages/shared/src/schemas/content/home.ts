import { z } from 'zod/mini';
import { englishFieldsSchema, swLines, swText, kiswahiliVersion } from './kiswahili';

/** C0 control characters other than tab, line feed and carriage return, and DEL (the server's rule too). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Non-empty text, trimmed, without control characters. */
export const contentText = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'Fill this in.'),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), 'Remove the control characters (such as a NUL byte).'),
  );

/** Non-empty text of at most `max` characters (trimmed, no control characters). */
export const boundedText = (max: number) => contentText().check(z.maxLength(max, `Keep this to ${max} characters.`));

/** The longest words of a page's own text (docs/rules/history.md#issue-23): a title, a short description, a paragraph. */
export const PAGE_TEXT_MAX = { label: 40, title: 120, description: 400, paragraph: 1200 } as const;
const label = () => boundedText(PAGE_TEXT_MAX.label);
const title = () => boundedText(PAGE_TEXT_MAX.title);
const description = () => boundedText(PAGE_TEXT_MAX.description);
const paragraphs = (max: number) =>
  z
    .array(boundedText(PAGE_TEXT_MAX.paragraph))
    .check(z.minLength(1, 'Write one paragraph at least.'), z.maxLength(max, `Use at most ${max} paragraphs.`));
/**
 * docs/rules/public-pages.md#languages: the optional Kiswahili of a page's words, with the English field's limit
 * (empty is none: the English shows, marked `lang="en"`).
 */
const swLabel = () => swText(PAGE_TEXT_MAX.label);
const swTitle = () => swText(PAGE_TEXT_MAX.title);
const swDescription = () => swText(PAGE_TEXT_MAX.description);
const swParagraphs = (max: number) => swLines(max);
/** The words of a titled item (a process step, a value) that have a Kiswahili version. */
export const TITLED_SW_FIELDS = ['title', 'description'] as const;
/** A titled list of one to `max` items (process steps, values), each with its optional Kiswahili. */
export const titledItems = (max: number) =>
  z
    .array(
      z.object({
        title: boundedText(60),
        description: description(),
        ...kiswahiliVersion({ title: swText(60), description: swDescription() }),
      }),
    )
    .check(z.minLength(1, 'Keep one at least.'), z.maxLength(max, `Show at most ${max}.`));
export const pageText = { label, title, description, paragraphs };
/** The Kiswahili versions of `pageText`'s kinds of words. */
export const swPageText = {
  label: swLabel,
  title: swTitle,
  description: swDescription,
  paragraphs: swParagraphs,
  text: () => swText(),
};

/**
 * An id of the media library (packages/shared/src/media), e.g. "photos/giraffes-savanna-01" (a
 * bundled sample), or of a photograph staff uploaded, "upload:<stem>" (docs/rules/history.md#issue-23).
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

/** docs/rules/product.md#entities "Hero slide": image, text, paragraph, link path, link label. */
export const heroSlideSchema = z.object({
  image: mediaIdSchema,
  text: contentText().check(z.maxLength(HERO_TEXT_MAX, `Keep the heading to ${HERO_TEXT_MAX} characters.`)),
  paragraph: contentText().check(
    z.maxLength(HERO_PARAGRAPH_MAX, `Keep the paragraph to ${HERO_PARAGRAPH_MAX} characters.`),
  ),
  linkPath: sitePathSchema,
  linkLabel: contentText().check(z.maxLength(LINK_LABEL_MAX, `Keep the link's words to ${LINK_LABEL_MAX} characters.`)),
  /** docs/rules/public-pages.md#languages: the slide's words in Kiswahili, each optional (the English shows where one is missing). */
  sw: z.optional(
    z.object({
      text: swText(HERO_TEXT_MAX, `Keep the heading to ${HERO_TEXT_MAX} characters.`),
      paragraph: swText(HERO_PARAGRAPH_MAX, `Keep the paragraph to ${HERO_PARAGRAPH_MAX} characters.`),
      linkLabel: swText(LINK_LABEL_MAX, `Keep the link's words to ${LINK_LABEL_MAX} characters.`),
    }),
  ),
  english: englishFieldsSchema,
});
/** The words of a hero slide that have a Kiswahili version. */
export const HERO_SLIDE_SW_FIELDS = ['text', 'paragraph', 'linkLabel'] as const;
/** The hero shows at least one slide and at most this many. */
export const HERO_SLIDES_MAX = 8;
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** A band shows one or two photographs (the second beside the first on wide screens). */
export const CTA_BAND_IMAGES_MAX = 2;

/** docs/rules/product.md#entities "Hero or CTA banner": id, title, description, images (src and alt), link. */
export const ctaBannerSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  eyebrow: z.optional(contentText()),
  title: contentText(),
  description: contentText(),
  images: z
    .array(
      z.object({
        src: mediaIdSchema,
        alt: contentText(),
        /** docs/rules/public-pages.md#languages: the photograph's description in Kiswahili (optional). */
        ...kiswahiliVersion({ alt: swText() }),
      }),
    )
    .check(
      z.minLength(1, 'Choose a photograph.'),
      z.maxLength(CTA_BAND_IMAGES_MAX, `Show at most ${CTA_BAND_IMAGES_MAX} photographs.`),
    ),
  link: sitePathSchema,
  linkLabel: contentText(),
  /** docs/rules/public-pages.md#languages: the band's words in Kiswahili, each optional (the English shows where one is missing). */
  ...kiswahiliVersion({ eyebrow: swText(), title: swText(), description: swText(), linkLabel: swText() }),
});
/** The words of a band that have a Kiswahili version (its photographs' descriptions: `alt`, each in its own). */
export const CTA_BANNER_SW_FIELDS = ['eyebrow', 'title', 'description', 'linkLabel'] as const;
export type CtaBanner = z.infer<typeof ctaBannerSchema>;

export const CLAIM_VALUE_MAX = 16;
export const CLAIM_LABEL_MAX = 60;
export const CLAIMS_MAX = 8;
/** docs/rules/product.md#what-it-does stated claims, e.g. { value: '300+', label: 'projects delivered' }. */
export const claimSchema = z.object({
  value: boundedText(CLAIM_VALUE_MAX),
  label: boundedText(CLAIM_LABEL_MAX),
  /** docs/rules/public-pages.md#languages: the claim in Kiswahili ("miaka 10+", "miradi iliyokamilika"), each optional. */
  ...kiswahiliVersion({ value: swText(CLAIM_VALUE_MAX), label: swText(CLAIM_LABEL_MAX) }),
});
/** The words of a claim that have a Kiswahili version. */
export const CLAIM_SW_FIELDS = ['value', 'label'] as const;
/** The claims of the home page and /services: one to eight. */
export const claimsSchema = z
  .array(claimSchema)
  .check(z.minLength(1, 'Keep one claim at least.'), z.maxLength(CLAIMS_MAX, `Show at most ${CLAIMS_MAX} claims.`));
export type Claim = z.infer<typeof claimSchema>;

/** The process shows one to six steps. */
export const PROCESS_STEPS_MAX = 6;

/** The home page's own words: its heading, what the studio does and how a shoot works. */
export const homeContentSchema = z.object({
  heading: title(),
  intro: z.object({
    eyebrow: label(),
    title: title(),
    paragraphs: paragraphs(6),
    ...kiswahiliVersion({ eyebrow: swLabel(), title: swTitle(), paragraphs: swParagraphs(6) }),
  }),
  services: z.object({
    title: title(),
    description: description(),
    ...kiswahiliVersion({ title: swTitle(), description: swDescription() }),
  }),
  process: z.object({
    title: title(),
    description: description(),
    steps: titledItems(PROCESS_STEPS_MAX),
    ...kiswahiliVersion({ title: swTitle(), description: swDescription() }),
  }),
  /** The closing call to action ('Ready to Create Memories?', siteTexts.closingCta) under every studio page. */
  closing: z.object({
    description: description(),
    linkLabel: label(),
    image: mediaIdSchema,
    ...kiswahiliVersion({ description: swDescription(), linkLabel: swLabel() }),
  }),
  /**
   * docs/rules/public-pages.md#languages: the page's heading in Kiswahili (optional); each section has its own `sw`
   * beside its English.
   */
  ...kiswahiliVersion({ heading: swTitle() }),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
