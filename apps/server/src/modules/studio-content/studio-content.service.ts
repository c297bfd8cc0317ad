import { isDeepStrictEqual } from 'node:util';
import {
  type ContentBlock,
  type ContentDrafts,
  type EditableContentKey,
  isEditableContentKey as isEditable,
  localizedStudioContent,
  savesAsDraft,
  storedStudioContent,
  type StudioContent,
  studioContentSchema,
  studioContentTexts,
} from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import { mediaLibrary } from '@studio/shared/media/media';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { CONTENT_TOPIC, type ChangeFeed, EVERYTHING, PHOTOGRAPHER_TOPIC } from '../../lib/change-feed';
import { type AuditActor, auditRepository } from '../audit/audit.repository';
import type { Tx } from '../../db/client';
import { studioContentRepository } from './studio-content.repository';
import { studioContentSeed } from './studio-content.seed';
import { assertUploadsExist } from './studio-images.service';
import { type LibraryCoveredPost, samplePlaces, uploadsNamed } from './studio-media';
import { missingFilms, type StudioFilmStore } from './studio-films';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

const CACHE_MS = 30_000;
const MEDIA_ID = /^(photos|portraits|logos|video)\/[a-z0-9-]+$/;
/** Parts that show no media: a name like "photos/weddings" there is words, not a media id. */
const WITHOUT_MEDIA: readonly EditableContentKey[] = [
  'contactDetails',
  'socialLinks',
  'searchIndex',
  'claims',
  'pageHeadings',
];
/** Parts whose images must be photographs (not a logo or a portrait). */
const PHOTOS_ONLY: readonly EditableContentKey[] = ['heroSlides', 'ctaBanners'];

/**
 * Every media id in `data` that the media library lacks (or, for hero slides and bands, that is not a
 * photograph), as field errors under the path the form names (`data.0.image`).
 */
function mediaErrors(key: EditableContentKey, data: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (WITHOUT_MEDIA.includes(key)) return errors;
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (!MEDIA_ID.test(value)) return;
      const media = mediaLibrary[value];
      if (!media) errors[path] = [studioContentTexts.unknownMedia];
      else if (PHOTOS_ONLY.includes(key) && media.kind !== 'photo') errors[path] = [studioContentTexts.photoOnly];
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
  };
  walk(data, 'data');
  return errors;
}

/**
 * A part as the audit log keeps it: a list becomes an object keyed by each item's place ("Slide
 * 2"), so the log's view shows only the items a save changed; the whole part is still there.
 */
export function auditForm(key: EditableContentKey, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const label = (studioContentTexts.item as Partial<Record<EditableContentKey, (values: { n: number }) => string>>)[
    key
  ];
  return Object.fromEntries(value.map((item, i) => [label ? label({ n: i + 1 }) : `#${i + 1}`, item]));
}

/**
 * The stored parts that fit their schema, over the launch content. A part stored before its
 * schema grew stricter (e.g. a band with three photographs) gives way to its launch copy, logged,
 * instead of taking every public page down with it.
 */
function fitting(stored: Record<string, unknown>, log?: Logger): StudioContent {
  const content: Record<string, unknown> = { ...studioContentSeed };
  const shape = studioContentSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  for (const [key, data] of Object.entries(stored)) {
    if (!shape[key]) continue;
    if (shape[key].safeParse(data).success) content[key] = data;
    else log?.error({ key }, 'stored studio content no longer fits its schema: its launch copy shows instead');
  }
  return content as StudioContent;
}

export function studioContentService(deps: {
  db: Db;
  changes: ChangeFeed;
  log?: Logger;
  films?: StudioFilmStore;
  /** The pages of other modules whose cover is a photograph of the media library (the blog's posts). */
  libraryCovers: () => Promise<LibraryCoveredPost[]>;
}) {
  const { db, changes, log, films, libraryCovers } = deps;
  const repo = studioContentRepository(db);

  /**
   * Testimonials that quote a review take the review's own name and words (a quote is never
   * reworded); a review that may not be quoted (no consent, hidden, unknown) is refused with 400.
   */
  const withQuotes = async (tx: Tx, list: StudioContent['testimonials']) => {
    const ids = list.flatMap((t) => (t.reviewId ? [t.reviewId] : []));
    const found = new Map((await repo.quotable({ ids }, tx)).map((r) => [r.id, r]));
    const errors: Record<string, string[]> = {};
    const quoted = list.map((t, i) => {
      if (!t.reviewId) return t;
      const review = found.get(t.reviewId);
      if (!review) {
        errors[`data.${i}.reviewId`] = [studioContentTexts.notQuotable];
        return t;
      }
      return { ...t, name: review.authorName, feedback: review.text };
    });
    if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', studioContentTexts.notQuotable, errors);
    return quoted;
  };
  /** `quotes`: the stored testimonials quote reviews (some may be left out of `value` just now). */
  let cached: { at: number; value: StudioContent; quotes: boolean } | undefined;
  // A photographer's change may be a quoted review hidden, edited or withdrawn, or its listing hidden.
  changes.subscribe((topic) => {
    if (topic === CONTENT_TOPIC || topic === EVERYTHING) cached = undefined;
    else if (topic.startsWith(PHOTOGRAPHER_TOPIC) && cached?.quotes) cached = undefined;
  });

  /** Stored parts as the pages read them: fitted to their schemas, quotes still allowed, uploads shown. */
  const resolve = async (stored: Record<string, unknown>) => {
    const value = studioContentSchema.parse(fitting(stored, log));
    // A quoted review leaves the site once hidden or its author withdraws (the feed above clears the cache).
    const quoted = value.testimonials.flatMap((t) => (t.reviewId ? [t.reviewId] : []));
    if (quoted.length > 0) {
      const still = new Set((await repo.quotable({ ids: quoted })).map((r) => r.id));
      const kept = value.testimonials.filter((t) => !t.reviewId || still.has(t.reviewId));
      // The pages need one testimonial at least: the launch ones stand in if none is left.
      value.testimonials = kept.length > 0 ? kept : studioContentSeed.testimonials;
    }
    // Pages need only the uploaded photographs some part of the site shows.
    const shown = uploadsNamed(value);
    value.imageUploads = value.imageUploads.filter((image) => shown.has(image.id));
    return { value, quotes: quoted.length > 0 };
  };

  /** A part's stored data if it still fits its schema, else its launch copy. */
  const fitted = <K extends EditableContentKey>(key: K, data: unknown): StudioContent[K] | undefined => {
    const parsed = studioContentSchema.shape[key].safeParse(data);
    return parsed.success ? (parsed.data as StudioContent[K]) : undefined;
  };

  /** Forgets this process's copy and tells the others (ADR 0019): the site shows what was published. */
  const published = async () => {
    cached = undefined;
    await changes.publish(CONTENT_TOPIC).catch((err) => log?.error({ err }, 'could not publish a content change'));
  };

  /** Checks a part's data beyond its schema: the media it names, and for testimonials the reviews it quotes. */
  const checked = async <K extends EditableContentKey>(tx: Tx, key: K, data: StudioContent[K]) => {
    const errors = { ...mediaErrors(key, data), ...(films ? await missingFilms(films, data) : {}) };
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new AppError('VALIDATION', first, errors);
    if (key === 'testimonials')
      return (await withQuotes(tx, data as StudioContent['testimonials'])) as StudioContent[K];
    return data;
  };

  /** Locks a part's row and checks that `version` is still its version (409 otherwise). */
  const locked = async (tx: Tx, key: EditableContentKey, version: number) => {
    const row = await repo.find(key, tx, true);
    const current = row?.version ?? 1;
    if (version !== current) throw new AppError('CONFLICT', studioContentTexts.conflict);
    const live = row && fitted(key, row.data) !== undefined ? row.data : studioContentSeed[key];
    return { row, current, live };
  };

  return {
    /** Reviews staff may quote on the Testimonials page, newest first. */
    quotableReviews: () => repo.quotable({ limit: 100 }),

    /**
     * The whole content the site shows (published only), validated; a key missing from the database falls back to the seed.
     * In the request's language (docs/rules/public-pages.md#languages): a Kiswahili request reads each item's Kiswahili where it has some.
     */
    async get(): Promise<StudioContent> {
      if (!cached || Date.now() - cached.at >= CACHE_MS) {
        const { value, quotes } = await resolve(await repo.all());
        cached = { at: Date.now(), value, quotes };
      }
      return localizedStudioContent(cached.value, currentLocale());
    },

    /**
     * docs/rules/history.md#issue-23: the whole content as it would show with every unpublished draft published, for the
     * console's preview (staff only; never cached, never on a public page).
     */
    async preview(): Promise<StudioContent> {
      const stored = await repo.all();
      for (const row of await repo.drafts()) if (row.draft !== null) stored[row.key] = row.draft;
      return localizedStudioContent((await resolve(stored)).value, currentLocale());
    },

    /** The parts with an unpublished draft, for the console's badges. */
    async drafts(): Promise<ContentDrafts> {
      const rows = await repo.drafts();
      return rows.flatMap((row) =>
        isEditable(row.key) && row.draftUpdatedAt
          ? [{ key: row.key, version: row.version, updatedAt: row.draftUpdatedAt.toISOString() }]
          : [],
      );
    },

    /**
     * docs/rules/history.md#issue-23: the places of the site still showing bundled sample pictures, as published (what
     * visitors see; a draft that replaces one counts once published), never from the cache.
     */
    async samplePlaces() {
      const [stored, posts] = await Promise.all([repo.all(), libraryCovers()]);
      return samplePlaces(studioContentSchema.parse(fitting(stored, log)), posts);
    },

    /** One editable part with its version, as the console edits it: its draft if it has one (never from the cache). */
    async block<K extends EditableContentKey>(key: K): Promise<ContentBlock<K>> {
      const row = await repo.find(key);
      // A stored part that no longer fits its schema is offered as its launch copy, as the site shows it.
      const live =
        (row && fitted(key, row.data)) ??
        (studioContentSchema.shape[key].parse(studioContentSeed[key]) as StudioContent[K]);
      const draft = row?.draft != null ? fitted(key, row.draft) : undefined;
      if (row?.draft != null && !draft)
        log?.error({ key }, 'a content draft no longer fits its schema: the editor shows the published copy');
      return {
        key,
        version: row?.version ?? 1,
        updatedAt: row?.updatedAt.toISOString() ?? null,
        data: draft ?? live,
        draftUpdatedAt: draft && row?.draftUpdatedAt ? row.draftUpdatedAt.toISOString() : null,
      };
    },

    /**
     * Saves one part whole, already checked by its shared schema, if `version` is still the stored
     * one (else 409: someone saved in between). For most parts the save is a draft (docs/rules/history.md#issue-23): the
     * site goes on showing the published data until `publish`; a draft equal to the published
     * data is no draft. The image library publishes at once. The row, its new version and the
     * audit entry (before and after) are one transaction; a publish then tells every process (ADR 0019).
     */
    async save<K extends EditableContentKey>(
      actor: AuditActor,
      key: K,
      version: number,
      data: StudioContent[K],
      now = new Date(),
    ): Promise<ContentBlock<K>> {
      const draft = savesAsDraft(key);
      // Blank Kiswahili fields are none (docs/rules/public-pages.md#languages): an editor's empty fields change nothing.
      data = storedStudioContent(key, data);
      const changed = await repo.transaction(async (tx) => {
        data = await checked(tx, key, data);
        const { row, current, live } = await locked(tx, key, version);
        // After the row's lock, under the uploads' lock, which deleting an upload takes before it checks nothing shows it.
        if (!WITHOUT_MEDIA.includes(key)) await assertUploadsExist(tx, data);
        const before = draft && row?.draft != null ? row.draft : live;
        // jsonb keeps its own key order: compare values, not text.
        if (isDeepStrictEqual(before, data)) return false;
        if (draft) await repo.saveDraft(tx, key, isDeepStrictEqual(live, data) ? null : data, live, current + 1, now);
        else await repo.save(tx, key, data, current + 1, now);
        await auditRepository(tx).record(actor, {
          action: draft ? 'content.draft' : 'content.update',
          targetType: 'content',
          targetId: key,
          targetLabel: studioContentTexts.kinds[key],
          before: auditForm(key, before),
          after: auditForm(key, data),
        });
        return true;
      });
      if (changed && !draft) await published();
      return this.block(key);
    },

    /**
     * docs/rules/history.md#issue-23: the part's draft becomes what the site shows, if `version` is still the stored one
     * (409 otherwise, or when there is no draft). Checked again as a save is (a quoted review may
     * have been withdrawn since), audited, then every process forgets its content and rendered pages.
     */
    async publish<K extends EditableContentKey>(actor: AuditActor, key: K, version: number, now = new Date()) {
      await repo.transaction(async (tx) => {
        const { row, current, live } = await locked(tx, key, version);
        const stored = row?.draft != null ? fitted(key, row.draft) : undefined;
        if (!stored) throw new AppError('CONFLICT', studioContentTexts.draft.nothingToPublish);
        const data = await checked(tx, key, stored);
        // The uploads it names still exist (under their lock, as a save checks them).
        if (!WITHOUT_MEDIA.includes(key)) await assertUploadsExist(tx, data);
        await repo.save(tx, key, data, current + 1, now);
        await auditRepository(tx).record(actor, {
          action: 'content.publish',
          targetType: 'content',
          targetId: key,
          targetLabel: studioContentTexts.kinds[key],
          before: auditForm(key, live),
          after: auditForm(key, data),
        });
      });
      await published();
      return this.block(key);
    },

    /** docs/rules/history.md#issue-23: forgets the part's draft (the editor goes back to what the site shows), audited; 409 as publish. */
    async discard<K extends EditableContentKey>(actor: AuditActor, key: K, version: number, now = new Date()) {
      await repo.transaction(async (tx) => {
        const { row, current, live } = await locked(tx, key, version);
        if (row?.draft == null) throw new AppError('CONFLICT', studioContentTexts.draft.nothingToPublish);
        await repo.saveDraft(tx, key, null, live, current + 1, now);
        await auditRepository(tx).record(actor, {
          action: 'content.discard',
          targetType: 'content',
          targetId: key,
          targetLabel: studioContentTexts.kinds[key],
          before: auditForm(key, row.draft),
          after: auditForm(key, live),
        });
      });
      return this.block(key);
    },
  };
}
export type StudioContentService = ReturnType<typeof studioContentService>;
