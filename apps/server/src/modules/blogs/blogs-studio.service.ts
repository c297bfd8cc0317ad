import { type BlogStatus, type StudioBlogInput, type StudioBlogPost, slugify, studioBlogTexts } from '@studio/shared';
import fs from 'node:fs/promises';
import type { Db } from '../../db/client';
import type { BlogCoverUpload } from '../../db/schema/blog';
import { AppError } from '../../lib/app-error';
import { BLOG_TOPIC, type ChangeFeed } from '../../lib/change-feed';
import { renderMarkdown } from '../../lib/markdown';
import { type AuditActor, auditRepository } from '../audit/audit.repository';
import type { ReceivedFile } from '../uploads/receive-file';
import type { BlogCoverStore } from './blog-covers';
import type { BlogPostRow } from './blogs.repository';
import { coverOf } from './blogs.service';
import type { Tx } from '../../db/client';
import type { BlogsStudioRepository } from './blogs-studio.repository';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

export interface BlogsStudioDeps {
  db: Db;
  repo: BlogsStudioRepository;
  covers: BlogCoverStore;
  changes?: Pick<ChangeFeed, 'publish'>;
  /** Sends the exact-time publish job of a scheduled post (the cron sweep is the safety net). */
  schedule?: (at: Date) => Promise<void>;
  log: Logger;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** The scheduled publisher's name in the audit log: no staff member made that change. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system (scheduled publishing)' };

const PAGE_SIZE = 25;
const notFound = () => new AppError('NOT_FOUND', studioBlogTexts.notFound);
const slugTaken = () => new AppError('CONFLICT', studioBlogTexts.slugTaken, { slug: [studioBlogTexts.slugTaken] });
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

/** What the audit log keeps of a post: every field the console edits. */
const snapshot = (r: BlogPostRow) => ({
  title: r.title,
  slug: r.slug,
  excerpt: r.excerpt,
  author: r.author,
  content: r.content,
  sections: r.sections,
  titleSw: r.titleSw,
  excerptSw: r.excerptSw,
  contentSw: r.contentSw,
  sectionsSw: r.sectionsSw,
  status: r.status,
  publishAt: r.publishedAt?.toISOString() ?? null,
  cover: r.cover ? `upload:${r.cover.stem}` : r.image,
  coverAlt: r.coverAlt,
});

/** Only the fields a change touched, before and after. */
function diff(before: BlogPostRow, after: BlogPostRow) {
  const a = snapshot(before);
  const b = snapshot(after);
  const keys = (Object.keys(b) as (keyof typeof b)[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, a[k]])),
    after: Object.fromEntries(keys.map((k) => [k, b[k]])),
  };
}

export function toStudioBlogPost(row: BlogPostRow, oldSlugs: string[] = []): StudioBlogPost {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    sections: row.sections.map((s, i) => ({
      title: s.title,
      content: s.content,
      sw: { title: row.sectionsSw?.[i]?.title ?? '', content: row.sectionsSw?.[i]?.content ?? '' },
    })),
    sw: { title: row.titleSw ?? '', excerpt: row.excerptSw ?? '', content: row.contentSw ?? '' },
    status: row.status,
    publishAt: row.status === 'draft' ? null : (row.publishedAt?.toISOString() ?? null),
    cover: coverOf(row),
    coverAlt: row.coverAlt,
    url: `/blogs/${row.slug}`,
    oldSlugs,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Markdown of a body and its sections as the public page shows them (the console's preview). */
export function renderPost(content: string, sections: { title: string; content: string }[] = []): string {
  const escape = (s: string) =>
    s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  return [
    renderMarkdown(content),
    ...sections.map((s) => `<section><h2>${escape(s.title)}</h2>\n${renderMarkdown(s.content)}</section>`),
  ].join('\n');
}

/**
 * The studio console's blog (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console, ADR 0023): every post whatever its status, written,
 * scheduled, published and deleted by staff. Each change and its audit entry are one
 * transaction; the public pages forget what they cached of the blog at once (ADR 0019).
 */
export function blogsStudioService(deps: BlogsStudioDeps) {
  const { db, repo, covers, log } = deps;
  const now = deps.now ?? (() => new Date());

  const changed = async () => {
    await deps.changes?.publish(BLOG_TOPIC).catch((err) => log.error({ err }, 'could not publish'));
  };

  const withOldSlugs = async (row: BlogPostRow) =>
    toStudioBlogPost(row, (await repo.oldSlugs(db, [row.id])).get(row.id) ?? []);

  /** The slug asked for, else one made from the title that no post has (`-2`, `-3`... when taken). */
  async function freeSlugFor(tx: Tx, title: string): Promise<string> {
    const base = slugify(title) || 'post';
    const taken = await repo.slugsTaken(tx, base);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  /** When a post is (to be) published: a scheduled time in the future, now, or its first date. */
  function publishing(input: StudioBlogInput, before?: BlogPostRow): { status: BlogStatus; publishedAt: Date | null } {
    if (input.status === 'draft') return { status: 'draft', publishedAt: null };
    if (input.status === 'published') {
      const kept = before?.status === 'published' ? before.publishedAt : null;
      return { status: 'published', publishedAt: kept ?? now() };
    }
    const at = new Date(input.publishAt!);
    if (at.getTime() <= now().getTime()) {
      throw new AppError('VALIDATION', studioBlogTexts.publishAtPast, { publishAt: [studioBlogTexts.publishAtPast] });
    }
    return { status: 'scheduled', publishedAt: at };
  }

  /** The sections' Kiswahili as stored: one entry per section, '' where it has none; null when none has any. */
  const sectionsSwOf = (sections: NonNullable<StudioBlogInput['sections']>) => {
    const list = sections.map((s) => ({
      title: s.sw?.title?.trim() ?? '',
      content: s.sw?.content?.trim() ? s.sw.content : '',
    }));
    return list.some((s) => s.title || s.content) ? list : null;
  };

  const fields = (input: StudioBlogInput) => ({
    title: input.title,
    excerpt: input.excerpt ?? '',
    author: input.author,
    content: input.content ?? '',
    sections: (input.sections ?? []).map(({ title, content }) => ({ title, content })),
    // docs/rules/public-pages.md#languages: blank is none; a change that leaves out every `sw` (the post's and its
    // sections') keeps the Kiswahili as it is.
    ...(input.sw !== undefined || input.sections?.some((s) => s.sw !== undefined)
      ? {
          titleSw: input.sw?.title?.trim() || null,
          excerptSw: input.sw?.excerpt?.trim() || null,
          contentSw: input.sw?.content?.trim() ? input.sw.content : null,
          sectionsSw: sectionsSwOf(input.sections ?? []),
        }
      : {}),
    ...(input.coverAlt !== undefined ? { coverAlt: input.coverAlt || null } : {}),
  });

  const scheduleIfNeeded = async (row: BlogPostRow) => {
    if (row.status !== 'scheduled' || !row.publishedAt || !deps.schedule) return;
    await deps.schedule(row.publishedAt).catch((err) => log.error({ err }, 'could not queue the publish job'));
  };

  /**
   * A post written in one transaction (a slug another save took meanwhile is 409), then its
   * publish job queued and every process told.
   */
  const saved = async (write: (tx: Tx) => Promise<BlogPostRow>): Promise<StudioBlogPost> => {
    let row: BlogPostRow;
    try {
      row = await repo.transaction(write);
    } catch (err) {
      throw isUniqueViolation(err) ? slugTaken() : err;
    }
    await scheduleIfNeeded(row);
    await changed();
    return withOldSlugs(row);
  };

  return {
    async list(filter: { q?: string; status?: BlogStatus | 'all' }, page = 1) {
      const status = filter.status === 'all' ? undefined : filter.status;
      const { rows, total, counts } = await repo.page(
        { q: filter.q, status },
        { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
      );
      const old = await repo.oldSlugs(
        db,
        rows.map((r) => r.id),
      );
      return {
        data: rows.map((r) => toStudioBlogPost(r, old.get(r.id) ?? [])),
        meta: { page, pageSize: PAGE_SIZE, total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) },
        counts: { all: counts.draft + counts.scheduled + counts.published, ...counts },
      };
    },

    async get(id: string): Promise<StudioBlogPost> {
      const row = await repo.find(id);
      if (!row) throw notFound();
      return withOldSlugs(row);
    },

    async create(actor: AuditActor, input: StudioBlogInput): Promise<StudioBlogPost> {
      const when = publishing(input);
      return saved(async (tx) => {
        let slug = input.slug;
        if (slug) {
          if (await repo.slugOwner(tx, slug)) throw slugTaken();
        } else slug = await freeSlugFor(tx, input.title);
        await repo.freeSlug(tx, slug);
        const at = now();
        const created = await repo.insert(tx, { ...fields(input), slug, ...when, createdAt: at, updatedAt: at });
        await auditRepository(tx).record(actor, {
          action: 'blog.create',
          targetType: 'blog',
          targetId: created.id,
          targetLabel: created.title,
          before: null,
          after: snapshot(created),
        });
        return created;
      });
    },

    async update(actor: AuditActor, id: string, input: StudioBlogInput): Promise<StudioBlogPost> {
      return saved(async (tx) => {
        const before = await repo.find(id, tx);
        if (!before) throw notFound();
        const when = publishing(input, before);
        // The slug stays what it is unless staff change it: a new title keeps the address.
        const slug = input.slug || before.slug;
        if (slug !== before.slug) {
          const owner = await repo.slugOwner(tx, slug);
          if (owner && owner !== id) throw slugTaken();
          await repo.moveSlug(tx, id, before.slug, slug);
        }
        const after = await repo.update(tx, id, { ...fields(input), slug, ...when, updatedAt: now() });
        const published = after.status === 'published' && before.status !== 'published';
        await auditRepository(tx).record(actor, {
          action: published ? 'blog.publish' : 'blog.update',
          targetType: 'blog',
          targetId: id,
          targetLabel: after.title,
          ...diff(before, after),
        });
        return after;
      });
    },

    async remove(actor: AuditActor, id: string): Promise<void> {
      const gone = await repo.transaction(async (tx) => {
        const before = await repo.find(id, tx);
        if (!before) throw notFound();
        await repo.remove(tx, id);
        await auditRepository(tx).record(actor, {
          action: 'blog.delete',
          targetType: 'blog',
          targetId: id,
          targetLabel: before.title,
          before: snapshot(before),
          after: null,
        });
        return before;
      });
      await covers.remove(gone.cover).catch((err) => log.error({ err }, 'could not remove a cover'));
      await changed();
    },

    /** Makes the uploaded file the post's cover (docs/rules/photographers-and-portfolios.md#uploads variants); the former cover's files go after. */
    async setCover(
      actor: AuditActor,
      id: string,
      file: ReceivedFile,
      tmpDir: string,
      alt: string | undefined,
    ): Promise<StudioBlogPost> {
      if (!(await repo.find(id))) throw notFound();
      const typeError = () =>
        new AppError('UNSUPPORTED_MEDIA_TYPE', studioBlogTexts.coverType, { image: [studioBlogTexts.coverType] });
      const stored = await covers.store(file.path, tmpDir, typeError);
      await fs.rm(file.path, { force: true });
      let result: { row: BlogPostRow; former: BlogCoverUpload | null };
      try {
        result = await repo.transaction(async (tx) => {
          const before = await repo.find(id, tx);
          if (!before) throw notFound();
          const row = await repo.update(tx, id, {
            cover: stored.cover,
            ...(alt !== undefined ? { coverAlt: alt || null } : {}),
            updatedAt: now(),
          });
          await auditRepository(tx).record(actor, {
            action: 'blog.cover',
            targetType: 'blog',
            targetId: id,
            targetLabel: row.title,
            ...diff(before, row),
          });
          return { row, former: before.cover };
        });
      } catch (err) {
        await covers.removeStored(stored.keys);
        throw err;
      }
      await covers.remove(result.former).catch((err) => log.error({ err }, 'could not remove a cover'));
      await changed();
      return withOldSlugs(result.row);
    },

    async removeCover(actor: AuditActor, id: string): Promise<StudioBlogPost> {
      const { row, former } = await repo.transaction(async (tx) => {
        const before = await repo.find(id, tx);
        if (!before) throw notFound();
        const row = await repo.update(tx, id, { cover: null, image: null, updatedAt: now() });
        await auditRepository(tx).record(actor, {
          action: 'blog.cover',
          targetType: 'blog',
          targetId: id,
          targetLabel: row.title,
          ...diff(before, row),
        });
        return { row, former: before.cover };
      });
      await covers.remove(former).catch((err) => log.error({ err }, 'could not remove a cover'));
      await changed();
      return withOldSlugs(row);
    },

    preview: (content: string, sections?: { title: string; content: string }[]) => ({
      html: renderPost(content, sections),
    }),

    /**
     * The scheduled publisher: every scheduled post whose time has come becomes published, each
     * with its audit entry (the system's). Idempotent, and two sweeps at once publish each post
     * once (the rows are locked, the second sweep skips them). Returns the ids published.
     */
    async publishDue(at: Date = now()): Promise<string[]> {
      const ids = await repo.transaction(async (tx) => {
        const due = await repo.due(tx, at);
        for (const before of due) {
          const after = await repo.update(tx, before.id, { status: 'published', updatedAt: at });
          await auditRepository(tx).record(SYSTEM_ACTOR, {
            action: 'blog.publish',
            targetType: 'blog',
            targetId: before.id,
            targetLabel: before.title,
            ...diff(before, after),
          });
        }
        return due.map((r) => r.id);
      });
      if (ids.length) await changed();
      return ids;
    },
  };
}
export type BlogsStudioService = ReturnType<typeof blogsStudioService>;
