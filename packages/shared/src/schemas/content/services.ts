import { z } from 'zod/mini';
import { contentText, mediaIdSchema, sitePathSchema } from './home';
import { kiswahiliVersion, swLines, swText } from './kiswahili';

/**
 * docs/rules/product.md#what-it-does: the ten services, with the slugs of their pages (`/services/:serviceSlug`). The set is
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
/** A film staff uploaded (docs/rules/history.md#issue-23): `film:<random stem>.<mp4|webm>`, its file's own name. */
export const STUDIO_FILM_ID = /^film:[A-Za-z0-9_-]{16,64}\.(?:mp4|webm)$/;
/** URL prefix under which MEDIA_DIR/studio-films is served. */
export const STUDIO_FILMS_URL_PREFIX = '/uploads/studio-films/';
export const isStudioFilmId = (id: string) => STUDIO_FILM_ID.test(id);
/** An uploaded film's address and type. */
export function studioFilmSource(id: string): { url: string; type: string } {
  const name = id.slice('film:'.length);
  return { url: `${STUDIO_FILMS_URL_PREFIX}${name}`, type: name.endsWith('.webm') ? 'video/webm' : 'video/mp4' };
}

/** POST /api/studio/films: the uploaded film's id (for a film slot), its address and type. */
export const studioFilmUploadResponseSchema = z.object({
  film: z.object({ id: z.string().check(z.regex(STUDIO_FILM_ID)), url: z.string(), type: z.string() }),
});

export type StudioFilmUpload = z.infer<typeof studioFilmUploadResponseSchema>['film'];

/** A sample film of the media library ("video/…") or one staff uploaded ("film:…"). */
const videoId = z
  .string()
  .check(
    z.regex(
      /^(?:video\/[a-z0-9-]+|film:[A-Za-z0-9_-]{16,64}\.(?:mp4|webm))$/,
      'Use a film of the media library (video/…) or one you uploaded.',
    ),
  );

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
  /** Shown as a shoot card with 'Book Your Spot' near the top of /services (docs/rules/product.md#screens: weddings, birthdays). */
  featured: z.optional(z.boolean()),
  /**
   * docs/rules/public-pages.md#languages: the service's words in Kiswahili (name, summary, description, what the price is for,
   * when the work arrives, what is included), each optional with the English field's limits (the English shows where one is missing).
   */
  ...kiswahiliVersion({
    title: swText(),
    summary: swText(),
    description: swLines(6),
    priceUnit: swText(),
    turnaround: swText(),
    inclusions: swLines(10),
  }),
});
/** The words of a service that have a Kiswahili version. */
export const SERVICE_SW_FIELDS = ['title', 'summary', 'description', 'priceUnit', 'turnaround', 'inclusions'] as const;
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

/** A film of the #wedding-videos section: a bundled sample, or the studio's own (docs/rules/history.md#issue-23). */
export const weddingFilmSchema = z.object({
  video: videoId,
  /**
   * The picture shown before it plays: a photograph of the media library. Left out, a sample film
   * shows its own poster and an uploaded one none.
   */
  poster: z.optional(photoId),
  title: contentText(),
  /** Where it was filmed, e.g. "Lake Naivasha". */
  place: contentText(),
  caption: contentText(),
  /** Plays (muted) while the pointer rests on it or it has focus. */
  previewOnHover: z.boolean(),
  ...kiswahiliVersion({ title: swText(), place: swText(), caption: swText() }),
});
/** The words of a film that have a Kiswahili version. */
export const WEDDING_FILM_SW_FIELDS = ['title', 'place', 'caption'] as const;
export type WeddingFilm = z.infer<typeof weddingFilmSchema>;

const heading = z.object({
  title: contentText(),
  description: contentText(),
  ...kiswahiliVersion({ title: swText(), description: swText() }),
});

/** The fashion spotlight shows one to three photographs. */
export const FASHION_IMAGES_MAX = 3;

/** The words of /services around the services themselves. */
export const servicesPageSchema = z.object({
  intro: z.object({
    eyebrow: contentText(),
    title: contentText(),
    lead: contentText(),
    ...kiswahiliVersion({ eyebrow: swText(), title: swText(), lead: swText() }),
  }),
  featured: heading,
  all: heading,
  weddingFilms: z.object({
    title: contentText(),
    description: contentText(),
    films: z.array(weddingFilmSchema).check(z.length(4, 'The wedding videos section shows four films.')),
    ...kiswahiliVersion({ title: swText(), description: swText() }),
  }),
  fashion: z.object({
    title: contentText(),
    description: contentText(),
    points: z.array(contentText()).check(z.minLength(1), z.maxLength(5)),
    /** The invitation next to the sign-up link. */
    signupPrompt: contentText(),
    signupLabel: contentText(),
    images: z.array(photoId).check(z.minLength(1), z.maxLength(FASHION_IMAGES_MAX)),
    ...kiswahiliVersion({
      title: swText(),
      description: swText(),
      points: swLines(5),
      signupPrompt: swText(),
      signupLabel: swText(),
    }),
  }),
  stats: heading,
});
export type ServicesPage = z.infer<typeof servicesPageSchema>;

/** Most services the unique services block lists. */
export const UNIQUE_SERVICES_MAX = 6;

/** Icons the unique services block can show (lucide icons chosen by the web app). */
export const UNIQUE_SERVICE_ICONS = ['film', 'drone', 'clock', 'album', 'palette', 'map'] as const;

/** docs/rules/product.md#screens /portfolio: the unique services block, whose Learn More goes to /services#wedding-videos. */
export const uniqueServicesSchema = z.object({
  eyebrow: contentText(),
  title: contentText(),
  description: contentText(),
  items: z
    .array(
      z.object({
        icon: z.enum(UNIQUE_SERVICE_ICONS),
        title: contentText(),
        description: contentText(),
        ...kiswahiliVersion({ title: swText(), description: swText() }),
      }),
    )
    .check(z.minLength(1), z.maxLength(UNIQUE_SERVICES_MAX)),
  learnMoreLabel: contentText(),
  /** Read after the label by screen readers, so the link says where it leads, e.g. "about our wedding films". */
  learnMoreDetail: contentText(),
  learnMoreLink: sitePathSchema,
  ...kiswahiliVersion({
    eyebrow: swText(),
    title: swText(),
    description: swText(),
    learnMoreLabel: swText(),
    learnMoreDetail: swText(),
  }),
});
export type UniqueServices = z.infer<typeof uniqueServicesSchema>;
