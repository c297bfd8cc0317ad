import { type Blog, BLOG_POLL_MS, blogListResponseSchema, blogSchema } from '@studio/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

export const blogKeys = {
  all: ['blogs'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  detail: (postId: string) => [...blogKeys.all, 'detail', postId] as const,
};

export async function fetchBlogs(signal?: AbortSignal): Promise<Blog[]> {
  return (await apiRequest('/blogs', { schema: blogListResponseSchema, signal })).data;
}

export function fetchBlog(postId: string, signal?: AbortSignal): Promise<Blog> {
  return apiRequest(`/blogs/${encodeURIComponent(postId)}`, { schema: blogSchema, signal });
}

/** A post that does not exist, or an address that cannot be one (400), reads as "not found". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The message of a failed request, for the page to show (SPEC 8: the error message). */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}

/** Stop polling after an answer that will not change by asking again (4xx). */
function pollUnlessClientError(query: { state: { error: unknown } }): number | false {
  const error = query.state.error;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? false : BLOG_POLL_MS;
}

/**
 * SPEC 9 / D4: the blog polls every 5 s, only while the tab is visible; the server answers
 * unchanged data with 304 (ETag), which the browser's cache turns back into the same body.
 */
export const blogListQuery = () =>
  queryOptions({
    queryKey: blogKeys.list(),
    queryFn: ({ signal }) => fetchBlogs(signal),
    refetchInterval: pollUnlessClientError,
    refetchIntervalInBackground: false,
  });

export const blogPostQuery = (postId: string) =>
  queryOptions({
    queryKey: blogKeys.detail(postId),
    queryFn: ({ signal }) => fetchBlog(postId, signal),
    refetchInterval: pollUnlessClientError,
    refetchIntervalInBackground: false,
  });

/** What a route loader hands its page: plain data, so the server can pass it to the browser as JSON. */
export interface BlogListLoaderData {
  posts: Blog[] | null;
  error: string | null;
  fetchedAt: number;
}

export async function loadBlogs(signal?: AbortSignal): Promise<BlogListLoaderData> {
  try {
    return { posts: await fetchBlogs(signal), error: null, fetchedAt: Date.now() };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return { posts: null, error: (err as Error).message, fetchedAt: Date.now() };
  }
}

export interface BlogPostLoaderData {
  postId: string;
  post: Blog | null;
  notFound: boolean;
  error: string | null;
  /** The list, for the recent posts; null when it could not be read (the page fetches it later). */
  posts: Blog[] | null;
  fetchedAt: number;
}

export async function loadBlogPost(postId: string, signal?: AbortSignal): Promise<BlogPostLoaderData> {
  const [post, list] = await Promise.allSettled([fetchBlog(postId, signal), fetchBlogs(signal)]);
  if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  const fetchedAt = Date.now();
  const posts = list.status === 'fulfilled' ? list.value : null;
  if (post.status === 'fulfilled') return { postId, post: post.value, notFound: false, error: null, posts, fetchedAt };
  const notFound = isNotFound(post.reason);
  return {
    postId,
    post: null,
    notFound,
    error: notFound ? null : (post.reason as Error).message,
    posts,
    fetchedAt,
  };
}
