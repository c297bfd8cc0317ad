import { z } from 'zod/mini';
import { type StudioContent, studioContentSchema } from './studio-content';

/**
 * docs/rules/history.md#issue-14 (docs/rules/public-pages.md#studio-content, docs/rules/studio-console.md#staff-and-console): the parts of the studio's content that staff edit from the console, each
 * saved whole (`PUT /api/studio/content/<key>`) and checked by the same schema the public pages
 * read it with. `version` goes up by one with each save; a save made on an older one is refused.
 */
export const EDITABLE_CONTENT_KEYS = [
  'heroSlides',
  'faqs',
  'services',
  'testimonials',
  'team',
  'partners',
  'ctaBanners',
  'contactDetails',
  'socialLinks',
  'searchIndex',
  'imageLibrary',
  'home',
  'claims',
  'about',
  'testimonialsPage',
  'servicesPage',
  'uniqueServices',
  'portfolio',
  'galleryPage',
  'contactPage',
  'pageHeadings',
] as const satisfies readonly (keyof StudioContent)[];
export type EditableContentKey = (typeof EDITABLE_CONTENT_KEYS)[number];

/**
 * docs/rules/history.md#issue-23: a save of these parts is a draft, which the site shows only once published. The image
 * library (gallery and portfolio photographs, ADR 0029) still publishes with each save, until its
 * console view gains the draft bar.
 */
export const PUBLISHED_ON_SAVE_KEYS = ['imageLibrary'] as const satisfies readonly EditableContentKey[];
export function savesAsDraft(key: EditableContentKey): boolean {
  return !(PUBLISHED_ON_SAVE_KEYS as readonly string[]).includes(key);
}

export function isEditableContentKey(value: string | undefined): value is EditableContentKey {
  return (EDITABLE_CONTENT_KEYS as readonly string[]).includes(value ?? '');
}

/** The schema of one editable part: the very one of `studioContentSchema`. */
export const contentBlockDataSchemas = Object.fromEntries(
  EDITABLE_CONTENT_KEYS.map((key) => [key, studioContentSchema.shape[key]]),
) as { [K in EditableContentKey]: (typeof studioContentSchema.shape)[K] };

const versionSchema = z.int().check(z.positive('Reload the page: this version is unknown.'));

/** PUT /api/studio/content/<key>: the whole part, and the version it was edited from. */
export const contentBlockUpdateSchema = <K extends EditableContentKey>(key: K) =>
  z.object({ version: versionSchema, data: contentBlockDataSchemas[key] });

/** POST /api/studio/content/<key>/publish and /discard: the version the draft was seen at. */
export const contentBlockActionSchema = z.object({ version: versionSchema });

/**
 * A part as the console reads and saves it: `data` is what the editor edits (the draft when
 * there is one, else what the site shows), `draft` says when the unpublished draft was saved.
 */
export const contentBlockSchema = <K extends EditableContentKey>(key: K) =>
  z.object({
    key: z.literal(key),
    /** Goes up with each save, publish and discard. */
    version: z.int(),
    /** When what the site shows was last published; null while it is the launch content. */
    updatedAt: z.nullable(z.string()),
    data: contentBlockDataSchemas[key],
    /** The unpublished draft's time (`data` is the draft); null when the site shows `data`. */
    draftUpdatedAt: z.nullable(z.string()),
  });
export type ContentBlock<K extends EditableContentKey> = {
  key: K;
  version: number;
  updatedAt: string | null;
  data: StudioContent[K];
  draftUpdatedAt: string | null;
};

/** GET /api/studio/content/drafts: the parts with an unpublished draft. */
export const contentDraftsResponseSchema = z.object({
  data: z.array(z.object({ key: z.enum(EDITABLE_CONTENT_KEYS), version: z.int(), updatedAt: z.string() })),
});
export type ContentDrafts = z.infer<typeof contentDraftsResponseSchema>['data'];

/** A review the studio may quote: its author agreed, and it is visible. */
export const quotableReviewSchema = z.object({
  id: z.string(),
  /** As the public sees the author: first name and initial. */
  authorName: z.string(),
  rating: z.int(),
  text: z.string(),
  photographerName: z.string(),
  createdAt: z.string(),
});
export type QuotableReview = z.infer<typeof quotableReviewSchema>;
export const quotableReviewsResponseSchema = z.object({ data: z.array(quotableReviewSchema) });
