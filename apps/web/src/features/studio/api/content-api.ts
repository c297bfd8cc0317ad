import {
  type ContentBlock,
  contentBlockSchema,
  quotableReviewsResponseSchema,
  type EditableContentKey,
  type StudioContent,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studioKeys } from './studio-api';

export const contentKeys = {
  all: [...studioKeys.all, 'content'] as const,
  block: (key: EditableContentKey) => [...contentKeys.all, key] as const,
  quotable: () => [...contentKeys.all, 'quotable-reviews'] as const,
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
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, 'audit'] });
      void queryClient.invalidateQueries({ queryKey: ['studio-content'] });
      void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, 'sample-places'] });
    },
  });
}

/** GET /api/studio/content/quotable-reviews: reviews whose author agreed that the studio may quote them. */
export const quotableReviewsQuery = () =>
  queryOptions({
    queryKey: contentKeys.quotable(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/studio/content/quotable-reviews', { schema: quotableReviewsResponseSchema, signal })).data,
    staleTime: 0,
  });
