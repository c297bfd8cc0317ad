import { z } from 'zod/mini';
import { searchIndexSchema } from './content/search-index';
import { socialLinksSchema } from './content/social-links';
import { contactDetailsSchema } from './content/contact-details';
import { aboutContentSchema } from './content/about';
import { FAQ_SW_FIELDS, FAQS_MAX, faqItemSchema } from './content/faqs';
import {
  claimsSchema,
  ctaBannerSchema,
  HERO_SLIDE_SW_FIELDS,
  HERO_SLIDES_MAX,
  heroSlideSchema,
  homeContentSchema,
} from './content/home';
import { localizedItem, storedItem } from './content/kiswahili';
import { isKiswahiliPart, KISWAHILI_PARTS, localizedPart, storedPart } from './content/kiswahili-parts';
import type { Locale } from '../i18n/locales';
import { partnerSchema } from './content/partners';
import { teamMemberSchema } from './content/team';
import { testimonialSchema, testimonialsPageSchema } from './content/testimonials';
import { galleryPageSchema, imageLibrarySchema, portfolioContentSchema } from './content/image-library';
import { IMAGE_SW_FIELDS, studioImageSchema } from './content/studio-images';
import { SERVICE_SW_FIELDS, servicesPageSchema, servicesSchema, uniqueServicesSchema } from './content/services';
import { contactPageSchema, pageHeadingsSchema } from './content/page-headings';

export * from './content/search-index';
export * from './content/social-links';
export * from './content/contact-details';
export * from './content/about';
export * from './content/faqs';
export * from './content/home';
export * from './content/partners';
export * from './content/team';
export * from './content/testimonials';
export * from './content/image-library';
export * from './content/services';
export * from './content/studio-images';
export * from './content/page-headings';
export * from './content/kiswahili';

/**
 * docs/rules/public-pages.md#studio-content: the studio's content, in one typed place. The server seeds it into the database and
 * serves it; staff edit it there. Each key is one row; each area's shapes live in ./content.
 */
export const studioContentSchema = z.object({
  searchIndex: searchIndexSchema,
  contactDetails: contactDetailsSchema,
  /** The footer's links to the studio's own social profiles. */
  socialLinks: socialLinksSchema,
  home: homeContentSchema,
  heroSlides: z
    .array(heroSlideSchema)
    .check(
      z.minLength(1, 'Keep at least one slide.'),
      z.maxLength(HERO_SLIDES_MAX, `Show at most ${HERO_SLIDES_MAX} slides.`),
    ),
  ctaBanners: z.array(ctaBannerSchema),
  claims: claimsSchema,
  partners: z.array(partnerSchema),
  testimonials: z.array(testimonialSchema).check(z.minLength(1)),
  testimonialsPage: testimonialsPageSchema,
  faqs: z.array(faqItemSchema).check(z.maxLength(FAQS_MAX, `List at most ${FAQS_MAX} questions.`)),
  team: z.array(teamMemberSchema),
  about: aboutContentSchema,
  services: servicesSchema,
  servicesPage: servicesPageSchema,
  uniqueServices: uniqueServicesSchema,
  imageLibrary: imageLibrarySchema,
  portfolio: portfolioContentSchema,
  galleryPage: galleryPageSchema,
  /** docs/rules/history.md#issue-23: the /contact page's words and photograph. */
  contactPage: contactPageSchema,
  /** docs/rules/history.md#issue-23: the small lines and headings of the studio's pages, by page. */
  pageHeadings: pageHeadingsSchema,
  /**
   * Photographs staff uploaded (docs/rules/photographers-and-portfolios.md#uploads), which the image library may name as `upload:<stem>`. The
   * public content carries only those the gallery or a portfolio tab shows.
   */
  imageUploads: z.array(studioImageSchema),
});
export type StudioContent = z.infer<typeof studioContentSchema>;
export type StudioContentKey = keyof StudioContent;

/** The lists whose items have a Kiswahili version (docs/rules/public-pages.md#languages), and the words of each that do. */
const TRANSLATED = { heroSlides: HERO_SLIDE_SW_FIELDS, faqs: FAQ_SW_FIELDS, services: SERVICE_SW_FIELDS } as const;

/**
 * The content as a page in `locale` shows it (docs/rules/public-pages.md#languages): in Kiswahili
 * each translated item's words are its Kiswahili where it has some, else its English, marked in
 * the item's `english`; the Kiswahili versions themselves stay out of every public answer.
 */
export function localizedStudioContent(content: StudioContent, locale: Locale): StudioContent {
  return {
    ...content,
    heroSlides: content.heroSlides.map((item) => localizedItem(item, TRANSLATED.heroSlides, locale)),
    faqs: content.faqs.map((item) => localizedItem(item, TRANSLATED.faqs, locale)),
    services: content.services.map((item) => localizedItem(item, TRANSLATED.services, locale)),
    ...localizedParts(content, locale),
    // The photographs' descriptions: the gallery's own, and those of the uploads the pages show.
    imageLibrary: {
      ...content.imageLibrary,
      gallery: content.imageLibrary.gallery.map((item) => localizedItem(item, IMAGE_SW_FIELDS, locale)),
    },
    imageUploads: content.imageUploads.map((image) => localizedItem(image, IMAGE_SW_FIELDS, locale)),
  };
}

/** The other parts with Kiswahili versions (page headings, About, bands, testimonials, team), as `locale` shows them. */
function localizedParts(content: StudioContent, locale: Locale): Partial<StudioContent> {
  return Object.fromEntries(
    (Object.keys(KISWAHILI_PARTS) as (keyof typeof KISWAHILI_PARTS)[]).map((key) => [
      key,
      localizedPart(key, content[key], locale),
    ]),
  );
}

/** A part as it is stored: its items' blank Kiswahili fields (and any `english` marks) dropped. */
export function storedStudioContent<K extends StudioContentKey>(key: K, data: StudioContent[K]): StudioContent[K] {
  if (isKiswahiliPart(key)) return storedPart(key, data);
  if (key === 'imageLibrary') {
    const library = data as StudioContent['imageLibrary'];
    return { ...library, gallery: library.gallery.map((item) => storedItem(item)) } as StudioContent[K];
  }
  if (!(key in TRANSLATED) || !Array.isArray(data)) return data;
  return data.map((item: Parameters<typeof storedItem>[0]) => storedItem(item)) as StudioContent[K];
}
