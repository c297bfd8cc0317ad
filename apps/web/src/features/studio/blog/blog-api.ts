import {
  BLOG_STATUSES,
  type BlogStatus,
  type StudioBlogInput,
  type StudioBlogPost,
  STUDIO_BLOG_SEARCH_MAX,
  studioBlogListSchema,
  studioBlogPostResponseSchema,
  studioBlogPreviewResponseSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parsePage } from '../shared/params';
import { studioKeys } from '../shared/studio-api';

/** `?q=&status=&page=` of the Blog page (and of GET /api/studio/blog). */
export interface BlogListParams {
  q: string;
  status: BlogStatus | 'all';
  page: number;
}

export const blogKeys = {
  all: () => [...studioKeys.all, 'blog'] as const,
  list: (params: BlogListParams) => [...blogKeys.all(), 'list', params] as const,
  post: (id: string) => [...blogKeys.all(), 'post', id] as const,
};

const isStatus = (value: string | null): value is BlogStatus =>
  (BLOG_STATUSES as readonly string[]).includes(value ?? '');

/** The Blog page's address; anything the server would refuse is the default. */
export function parseBlogListParams(search: URLSearchParams): BlogListParams {
  const status = search.get('status');
  return {
    q: (search.get('q') ?? '').trim().slice(0, STUDIO_BLOG_SEARCH_MAX),
    status: isStatus(status) ? status : 'all',
    page: parsePage(search.get('page')),
  };
}

/** The query string of the Blog page: the defaults left out. */
export function blogListSearch({ q, status, page }: BlogListParams): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (status !== 'all') query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const blogListQuery = (params: BlogListParams) =>
  queryOptions({
    queryKey: blogKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest(`/studio/blog${blogListSearch(params)}`, { schema: studioBlogListSchema, signal }),
  });

export const blogPostQuery = (id: string) =>
  queryOptions({
    queryKey: blogKeys.post(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/studio/blog/${encodeURIComponent(id)}`, { schema: studioBlogPostResponseSchema, signal }))
        .post,
  });

/** Every change: the post as saved is cached, the lists and the audit log read again. */
function useApply() {
  const queryClient = useQueryClient();
  return (post: StudioBlogPost | null, id?: string) => {
    if (post) queryClient.setQueryData(blogKeys.post(post._id), post);
    else if (id) queryClient.removeQueries({ queryKey: blogKeys.post(id) });
    void queryClient.invalidateQueries({ queryKey: blogKeys.all(), refetchType: 'active' });
    void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, 'audit'] });
  };
}

export function useSaveBlogPost() {
  const apply = useApply();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: StudioBlogInput }) =>
      (
        await apiRequest(id ? `/studio/blog/${id}` : '/studio/blog', {
          method: id ? 'PUT' : 'POST',
          body: input,
          schema: studioBlogPostResponseSchema,
        })
      ).post,
    onSuccess: (post) => apply(post),
  });
}

export function useDeleteBlogPost() {
  const apply = useApply();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/studio/blog/${id}`, { method: 'DELETE' }),
    onSuccess: (_r, id) => apply(null, id),
  });
}

export function useUploadBlogCover() {
  const apply = useApply();
  return useMutation({
    mutationFn: async ({ id, file, alt }: { id: string; file: File; alt: string }) => {
      const form = new FormData();
      form.append('alt', alt);
      form.append('image', file);
      return (
        await apiRequest(`/studio/blog/${id}/cover`, {
          method: 'PUT',
          body: form,
          schema: studioBlogPostResponseSchema,
        })
      ).post;
    },
    onSuccess: (post) => apply(post),
  });
}

/** PUT /api/studio/blog/:id/cover/library: a photograph of the media library becomes the cover. */
export function useLibraryBlogCover() {
  const apply = useApply();
  return useMutation({
    mutationFn: async ({ id, image }: { id: string; image: string }) =>
      (
        await apiRequest(`/studio/blog/${id}/cover/library`, {
          method: 'PUT',
          body: { image },
          schema: studioBlogPostResponseSchema,
        })
      ).post,
    onSuccess: (post) => apply(post),
  });
}

export function useRemoveBlogCover() {
  const apply = useApply();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiRequest(`/studio/blog/${id}/cover`, { method: 'DELETE', schema: studioBlogPostResponseSchema })).post,
    onSuccess: (post) => apply(post),
  });
}

/** The server's rendering of an unsaved body: the preview shows exactly what the public page will. */
export async function previewBlogPost(content: string, sections: { title: string; content: string }[]) {
  return (
    await apiRequest('/studio/blog/preview', {
      method: 'POST',
      body: { content, sections },
      schema: studioBlogPreviewResponseSchema,
    })
  ).html;
}
