import { z } from 'zod/mini';
import { mediaIdSchema, pageText, swPageText } from './home';
import { englishFieldsSchema, kiswahiliVersion } from './kiswahili';

const { label, title, description } = pageText;
type Kind = 'label' | 'title' | 'description';

/**
 * A group of a page's words, `fields` naming each one's kind, with the optional Kiswahili of each beside them
 * (docs/rules/public-pages.md#languages: empty is none, the English shows, marked `lang="en"`).
 */
function words<F extends Record<string, Kind>>(fields: F) {
  const english = Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, pageText[kind]()])) as {
    [N in keyof F]: ReturnType<(typeof pageText)[F[N]]>;
  };
  const sw = Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, swPageText[kind]()])) as {
    [N in keyof F]: ReturnType<(typeof swPageText)[F[N]]>;
  };
  return z.object({ ...english, sw: z.optional(z.object(sw)), english: englishFieldsSchema });
}

/**
 * docs/rules/history.md#issue-23: the small lines and headings of the studio's pages that were words in the components
 * (a section's eyebrow, the partner strip's line, the FAQ's heading), one part, edited in one place
 * and grouped by page. The sections' own words stay in their page's part (home, about, …).
 */
/** The words of each group of the page headings, by kind. */
const HEADINGS = {
  home: {
    servicesEyebrow: 'label',
    servicesLink: 'label',
    processEyebrow: 'label',
    partnersTitle: 'title',
    testimonialsEyebrow: 'label',
    testimonialsTitle: 'title',
    faqEyebrow: 'label',
    faqTitle: 'title',
    faqIntro: 'description',
  },
  about: {
    bannerEyebrow: 'label',
    picturesEyebrow: 'label',
    picturesTitle: 'title',
    valuesEyebrow: 'label',
    valuesTitle: 'title',
    communityEyebrow: 'label',
    teamEyebrow: 'label',
  },
  services: { filmsEyebrow: 'label', fashionEyebrow: 'label', statsEyebrow: 'label' },
  testimonials: { eyebrow: 'label' },
  blog: { eyebrow: 'label', title: 'title', intro: 'description' },
} as const satisfies Record<string, Record<string, Kind>>;

/** The words of each group of the page headings that have a Kiswahili version (all of them). */
export const PAGE_HEADINGS_SW_FIELDS = Object.fromEntries(
  Object.entries(HEADINGS).map(([group, fields]) => [group, Object.keys(fields)]),
) as unknown as { [G in keyof typeof HEADINGS]: readonly (keyof (typeof HEADINGS)[G] & string)[] };

/**
 * docs/rules/history.md#issue-23: the small lines and headings of the studio's pages that were words in the components
 * (a section's eyebrow, the partner strip's line, the FAQ's heading), one part, edited in one place
 * and grouped by page. The sections' own words stay in their page's part (home, about, …).
 */
export const pageHeadingsSchema = z.object({
  home: words(HEADINGS.home),
  about: words(HEADINGS.about),
  services: words(HEADINGS.services),
  testimonials: words(HEADINGS.testimonials),
  blog: words(HEADINGS.blog),
});
export type PageHeadings = z.infer<typeof pageHeadingsSchema>;

/** The /contact page's own words and photograph (its details are `contactDetails`). */
export const contactPageSchema = z.object({
  eyebrow: label(),
  title: title(),
  intro: description(),
  image: mediaIdSchema,
  detailsTitle: title(),
  /** docs/rules/public-pages.md#languages: the page's words in Kiswahili, each optional. */
  ...kiswahiliVersion({
    eyebrow: swPageText.label(),
    title: swPageText.title(),
    intro: swPageText.description(),
    detailsTitle: swPageText.title(),
  }),
});
/** The words of the /contact page that have a Kiswahili version. */
export const CONTACT_PAGE_SW_FIELDS = ['eyebrow', 'title', 'intro', 'detailsTitle'] as const;
export type ContactPage = z.infer<typeof contactPageSchema>;
