import type { Blog } from '@studio/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * The blog's reads. The pages are served as HTML whose loaders read the blog on the server; the
 * list and the post are islands that poll (`usePolled`). The response schemas load with the
 * first request, so zod stays off the first load (ADR 0007).
 */
const schemas = () => import('@studio/shared/schemas/blog');

export async function fetchBlogs(signal?: AbortSignal): Promise<Blog[]> {
  const { blogListResponseSchema } = await schemas();
  return (await apiRequest('/blogs', { schema: blogListResponseSchema, signal })).data;
}

export async function fetchBlog(postId: string, signal?: AbortSignal): Promise<Blog> {
  const { blogSchema } = await schemas();
  return apiRequest(`/blogs/${encodeURIComponent(postId)}`, { schema: blogSchema, signal });
}

/** A post that does not exist, or an address that cannot be one (400), reads as "not found". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The message of a failed request, for the page to show (docs/rules/product.md#messages: the error message). */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}

/** What a card shows of a post: no text, so the lists' island props stay small. */
export type BlogSummary = Pick<
  Blog,
  '_id' | 'slug' | 'title' | 'excerpt' | 'author' | 'createdAt' | 'cover' | 'english'
>;

export const toSummary = ({ _id, slug, title, excerpt, author, createdAt, cover, english }: Blog): BlogSummary => ({
  _id,
  slug,
  title,
  excerpt,
  author,
  createdAt,
  cover,
  // docs/rules/public-pages.md#languages: the words a Kiswahili page shows in English (marked lang="en").
  ...(english ? { english } : {}),
});

/** What a route loader hands its page: plain data, so the server can pass it to an island as JSON. */
export interface BlogListLoaderData {
  posts: BlogSummary[] | null;
  error: string | null;
}

export async function loadBlogs(signal?: AbortSignal): Promise<BlogListLoaderData> {
  try {
    return { posts: (await fetchBlogs(signal)).map(toSummary), error: null };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return { posts: null, error: (err as Error).message };
  }
}

export interface BlogPostLoaderData {
  postId: string;
  post: Blog | null;
  notFound: boolean;
  error: string | null;
  /** The list, for the recent posts; null when it could not be read (the page fetches it later). */
  posts: BlogSummary[] | null;
}

export async function loadBlogPost(postId: string, signal?: AbortSignal): Promise<BlogPostLoaderData> {
  const [post, list] = await Promise.allSettled([fetchBlog(postId, signal), fetchBlogs(signal)]);
  if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  const posts = list.status === 'fulfilled' ? list.value.map(toSummary) : null;
  if (post.status === 'fulfilled') return { postId, post: post.value, notFound: false, error: null, posts };
  const notFound = isNotFound(post.reason);
  return {
    postId,
    post: null,
    notFound,
    error: notFound ? null : (post.reason as Error).message,
    posts,
  };
}
