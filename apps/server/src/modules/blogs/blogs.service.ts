import { type Blog, type BlogCover, blogTexts, isBlogId } from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import { mediaAlt, photo, photoSrcSet } from '@studio/shared/media/media';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { renderMarkdown } from '../../lib/markdown';
import { uploadedCover } from './blog-covers';
import { type BlogPostRow, blogsRepository } from './blogs.repository';
import { blogSeedPosts } from './blogs.seed';

/** The cover's URLs, size and alt text from the media library, or null for an unknown media id. */
export function blogCover(mediaId: string | null): BlogCover | null {
  const p = mediaId ? photo(mediaId) : undefined;
  if (!mediaId || !p) return null;
  return {
    id: mediaId,
    // In the request's language where the library has it (docs/rules/public-pages.md#languages).
    ...mediaAlt(p),
    width: p.width,
    height: p.height,
    src: p.fallback,
    srcSetAvif: photoSrcSet(p, 'avif'),
    srcSetWebp: photoSrcSet(p, 'webp'),
    placeholder: p.placeholder,
  };
}

/** A post's cover: the one uploaded from the console, else the media library's, else none. */
export function coverOf(row: Pick<BlogPostRow, 'cover' | 'coverAlt' | 'image'>): BlogCover | null {
  if (row.cover) return uploadedCover(row.cover, row.coverAlt);
  const cover = blogCover(row.image);
  if (!cover || !row.coverAlt) return cover;
  // The post's own description replaces the library's, and its language mark with it.
  const { lang: _library, ...rest } = cover;
  return { ...rest, alt: row.coverAlt };
}

/**
 * A database row as the API shows it (docs/rules/product.md#entities Blog, plus slug, the cover's details and the
 * Markdown body and sections rendered safely, ADR 0023). `createdAt` is the publishing date.
 */
export function toBlog(row: BlogPostRow, { html = true }: { html?: boolean } = {}): Blog {
  const cover = coverOf(row);
  const rendered = (text: string) => (html ? { html: renderMarkdown(text) } : {});
  // docs/rules/public-pages.md#languages: a Kiswahili request reads the post's Kiswahili where it has some, else its English.
  const sw = currentLocale() === 'sw';
  const english: string[] = [];
  const pick = (field: string, en: string, kiswahili: string | null) => {
    if (!sw) return en;
    if (kiswahili?.trim()) return kiswahili;
    // An empty excerpt or body shows nothing, in either language.
    if (en.trim()) english.push(field);
    return en;
  };
  const title = pick('title', row.title, row.titleSw);
  const excerpt = pick('excerpt', row.excerpt, row.excerptSw);
  const content = pick('content', row.content, row.contentSw);
  // Each section's title and body likewise, marked in the section's own `english`.
  const sections = row.sections.map((s, i) => {
    const kiswahili = row.sectionsSw?.[i];
    const marks: string[] = [];
    let { title, content } = s;
    if (sw) {
      if (kiswahili?.title.trim()) title = kiswahili.title;
      else marks.push('title');
      if (kiswahili?.content.trim()) content = kiswahili.content;
      // An empty body shows nothing, in either language.
      else if (s.content.trim()) marks.push('content');
    }
    return { title, content, ...rendered(content), ...(marks.length > 0 ? { english: marks } : {}) };
  });
  return {
    _id: row.id,
    slug: row.slug,
    title,
    excerpt,
    content,
    ...(english.length > 0 ? { english } : {}),
    ...(html ? { contentHtml: renderMarkdown(content) } : {}),
    author: row.author,
    image: cover?.src ?? null,
    cover,
    createdAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sections,
  };
}

export function blogsService(db: Db) {
  const repo = blogsRepository(db);
  return {
    /** The list: the posts' Markdown without its rendering (the cards show none; a post's page reads it). */
    async list(): Promise<Blog[]> {
      return (await repo.list()).map((row) => toBlog(row, { html: false }));
    },

    /**
     * One published post by its id or its slug; a former slug answers with the post's current one
     * (`moved`, for a 301); 404 with the spec's text when there is none.
     */
    async get(postId: string): Promise<{ post: Blog } | { moved: string }> {
      const slug = postId.toLowerCase();
      const row = isBlogId(postId) ? await repo.findById(postId) : await repo.findBySlug(slug);
      if (row) return { post: toBlog(row) };
      const moved = isBlogId(postId) ? undefined : await repo.redirectFor(slug);
      if (moved) return { moved };
      throw new AppError('NOT_FOUND', blogTexts.notFound);
    },

    /** Inserts the launch posts that are missing (by slug). Returns how many were added. */
    async seed(): Promise<number> {
      const added = await repo.insertMissing(
        blogSeedPosts.map((p) => ({
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          content: p.content,
          author: p.author,
          image: p.image,
          sections: p.sections.map(({ title, content }) => ({ title, content })),
          sectionsSw: p.sections.some((s) => s.sw)
            ? p.sections.map((s) => ({ title: s.sw?.title ?? '', content: s.sw?.content ?? '' }))
            : null,
          titleSw: p.sw?.title ?? null,
          excerptSw: p.sw?.excerpt ?? null,
          contentSw: p.sw?.content ?? null,
          status: 'published' as const,
          publishedAt: new Date(p.createdAt),
          createdAt: new Date(p.createdAt),
          updatedAt: new Date(p.createdAt),
        })),
      );
      return added.length;
    },
  };
}
export type BlogsService = ReturnType<typeof blogsService>;
