import { z } from 'zod/mini';
import { contentText, mediaIdSchema, sitePathSchema } from './home';

/**
 * SPEC 1: the ten services, with the slugs of their pages (`/services/:serviceSlug`). The set is
 * the product's; staff edit each service's words, price and photographs, not the list itself.
 */
export const SERVICE_SLUGS = [
  'weddings',
  'event-coverage',
  'commercials',
  'sports',
  'portraits',
  'birthdays',
  'real-estate',
  'fashion',
  'documentary',
  'editing',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export function isServiceSlug(value: string | undefined): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value ?? '');
}

/** A photograph of the media library ("photos/…") or one staff uploaded ("upload:…"). */
const photoId = mediaIdSchema.check(
  z.regex(/^(?:photos\/|upload:)/, 'Use a photograph of the media library (photos/…) or an uploaded one.'),
);
/** A video of the media library ("video/…"). */
const videoId = mediaIdSchema.check(z.startsWith('video/', 'Use a video of the media library (video/…).'));

/** Most photographs a service shows. */
export const SERVICE_IMAGES_MAX = 12;

/** One service: its card on /services and its own page. */
export const serviceSchema = z.object({
  slug: z.enum(SERVICE_SLUGS),
  title: contentText(),
  /** One or two sentences for cards and link previews. */
  summary: contentText(),
  /** The longer description of the service page, one paragraph per item. */
  description: z.array(contentText()).check(z.minLength(1), z.maxLength(6)),
  /** What the starting price includes. */
  inclusions: z.array(contentText()).check(z.minLength(1), z.maxLength(10)),
  /** The typical starting price in Kenya shillings. */
  startingPriceKes: z
    .int({ error: 'Give the price as a whole number of shillings.' })
    .check(z.positive('The starting price must be more than KES 0.')),
  /** What the price is for, e.g. "per wedding day". */
  priceUnit: contentText(),
  /** When the client receives the work, e.g. "Full gallery in 4 weeks". */
  turnaround: contentText(),
  /** Photographs of the service; the first is its cover. */
  images: z.array(photoId).check(z.minLength(1), z.maxLength(SERVICE_IMAGES_MAX)),
  /** Shown as a shoot card with 'Book Your Spot' near the top of /services (SPEC 2: weddings, birthdays). */
  featured: z.optional(z.boolean()),
});
export type Service = z.infer<typeof serviceSchema>;

/** All ten services, each exactly once. */
export const servicesSchema = z
  .array(serviceSchema)
  .check(
    z.refine(
      (list) =>
        list.length === SERVICE_SLUGS.length && SERVICE_SLUGS.every((slug) => list.some((s) => s.slug === slug)),
      `List each of the ${SERVICE_SLUGS.length} services (${SERVICE_SLUGS.join(', ')}) exactly once.`,
    ),
  );

/** A sample film of the #wedding-videos section. */
export const weddingFilmSchema = z.object({
  video: videoId,
  title: contentText(),
  /** Where it was filmed, e.g. "Lake Naivasha". */
  place: contentText(),
  caption: contentText(),
  /** Plays (muted) while the pointer rests on it or it has focus. */
  previewOnHover: z.boolean(),
});
export type WeddingFilm = z.infer<typeof weddingFilmSchema>;

const heading = z.object({ title: contentText(), description: contentText() });

/** The fashion spotlight shows one to three photographs. */
export const FASHION_IMAGES_MAX = 3;

/** The words of /services around the services themselves. */
export const servicesPageSchema = z.object({
  intro: z.object({ eyebrow: contentText(), title: contentText(), lead: contentText() }),
  featured: heading,
  all: heading,
  weddingFilms: z.object({
    title: contentText(),
    description: contentText(),
    films: z.array(weddingFilmSchema).check(z.length(4, 'The wedding videos section shows four films.')),
  }),
  fashion: z.object({
    title: contentText(),
    description: contentText(),
    points: z.array(contentText()).check(z.minLength(1), z.maxLength(5)),
    /** The invitation next to the sign-up link. */
    signupPrompt: contentText(),
    signupLabel: contentText(),
    images: z.array(photoId).check(z.minLength(1), z.maxLength(FASHION_IMAGES_MAX)),
  }),
  stats: heading,
});
export type ServicesPage = z.infer<typeof servicesPageSchema>;

/** Icons the unique services block can show (lucide icons chosen by the web app). */
export const UNIQUE_SERVICE_ICONS = ['film', 'drone', 'clock', 'album', 'palette', 'map'] as const;

/** SPEC 2 /portfolio: the unique services block, whose Learn More goes to /services#wedding-videos. */
export const uniqueServicesSchema = z.object({
  eyebrow: contentText(),
  title: contentText(),
  description: contentText(),
  items: z
    .array(z.object({ icon: z.enum(UNIQUE_SERVICE_ICONS), title: contentText(), description: contentText() }))
    .check(z.minLength(1), z.maxLength(6)),
  learnMoreLabel: contentText(),
  /** Read after the label by screen readers, so the link says where it leads, e.g. "about our wedding films". */
  learnMoreDetail: contentText(),
  learnMoreLink: sitePathSchema,
});
export type UniqueServices = z.infer<typeof uniqueServicesSchema>;
