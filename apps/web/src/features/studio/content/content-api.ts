import {
  type ContentBlock,
  contentBlockSchema,
  contentDraftsResponseSchema,
  quotableReviewsResponseSchema,
  type EditableContentKey,
  type StudioContent,
  studioContentSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studioKeys } from '../shared/studio-api';

export const contentKeys = {
  all: [...studioKeys.all, 'content'] as const,
  block: (key: EditableContentKey) => [...contentKeys.all, key] as const,
  quotable: () => [...contentKeys.all, 'quotable-reviews'] as const,
  drafts: () => [...contentKeys.all, 'drafts'] as const,
  preview: () => [...contentKeys.all, 'preview'] as const,
};

/** GET /api/studio/content/<key>: one part of the studio's content with its version (never cached). */
export const contentBlockQuery = <K extends EditableContentKey>(key: K) =>
  queryOptions({
    queryKey: contentKeys.block(key),
    queryFn: ({ signal }) =>
      apiRequest(`/studio/content/${key}`, { schema: contentBlockSchema(key), signal }) as Promise<ContentBlock<K>>,
    staleTime: 0,
  });

/**
 * PUT /api/studio/content/<key> {version, data}: the whole part (400 with `errors['data.0.text']`,
 * 409 when someone saved it since `version`). The saved part replaces the cached one; the audit log
 * and the site's own copy of the content are read afresh.
 */
export function useSaveContentBlock<K extends EditableContentKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, data }: { version: number; data: StudioContent[K] }) =>
      apiRequest(`/studio/content/${key}`, {
        method: 'PUT',
        body: { version, data },
        schema: contentBlockSchema(key),
      }) as Promise<ContentBlock<K>>,
    onSuccess: (block) => queryClient.setQueryData(contentKeys.block(key), block),
    onSettled: () => afterContentChange(queryClient),
  });
}

/**
 * After a save, publish or discard: the log, the drafts, the preview, the site's own copy and the
 * count of sample pictures (of the published content, so a publish changes it) are read afresh.
 */
function afterContentChange(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, 'audit'] });
  void queryClient.invalidateQueries({ queryKey: contentKeys.drafts() });
  void queryClient.invalidateQueries({ queryKey: contentKeys.preview() });
  void queryClient.invalidateQueries({ queryKey: ['studio-content'] });
  void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, 'sample-places'] });
}

/**
 * docs/rules/history.md#issue-23: POST /api/studio/content/<key>/publish or /discard {version}: the draft goes live, or
 * goes (409 when someone saved since `version`, or there is no draft any more).
 */
export function useContentDraftAction<K extends EditableContentKey>(key: K, action: 'publish' | 'discard') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version }: { version: number }) =>
      apiRequest(`/studio/content/${key}/${action}`, {
        method: 'POST',
        body: { version },
        schema: contentBlockSchema(key),
      }) as Promise<ContentBlock<K>>,
    onSuccess: (block) => queryClient.setQueryData(contentKeys.block(key), block),
    onSettled: () => afterContentChange(queryClient),
  });
}

/** GET /api/studio/content/drafts: the parts with an unpublished draft. */
export const contentDraftsQuery = () =>
  queryOptions({
    queryKey: contentKeys.drafts(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/studio/content/drafts', { schema: contentDraftsResponseSchema, signal })).data,
    staleTime: 0,
  });

/** GET /api/studio/content/preview: the whole content with every draft published (staff only). */
export const contentPreviewQuery = () =>
  queryOptions({
    queryKey: contentKeys.preview(),
    queryFn: ({ signal }) => apiRequest('/studio/content/preview', { schema: studioContentSchema, signal }),
    staleTime: 0,
  });

/** GET /api/studio/content/quotable-reviews: reviews whose author agreed that the studio may quote them. */
export const quotableReviewsQuery = () =>
  queryOptions({
    queryKey: contentKeys.quotable(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/studio/content/quotable-reviews', { schema: quotableReviewsResponseSchema, signal })).data,
    staleTime: 0,
  });
