import { type StudioImage, studioImageListSchema, studioImageResponseSchema } from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studioKeys } from './studio-api';

export const studioImagesKeys = {
  all: [...studioKeys.all, 'images'] as const,
};

/** GET /api/studio/images: the photographs staff uploaded, newest first (never cached). */
export const studioImagesQuery = () =>
  queryOptions({
    queryKey: studioImagesKeys.all,
    queryFn: async ({ signal }) => (await apiRequest('/studio/images', { schema: studioImageListSchema, signal })).data,
    staleTime: 0,
  });

/** POST /api/studio/images (multipart `alt`, `image`): 400/413/415 name the field they are about. */
export function useUploadStudioImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, alt }: { file: File; alt: string }) => {
      const form = new FormData();
      form.append('alt', alt);
      form.append('image', file);
      return (await apiRequest('/studio/images', { method: 'POST', body: form, schema: studioImageResponseSchema }))
        .image;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studioImagesKeys.all });
      void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, 'audit'] });
    },
  });
}

/** DELETE /api/studio/images/:id: 409 while the gallery or a portfolio tab shows it. */
export function useDeleteStudioImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/studio/images/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_r, id) =>
      queryClient.setQueryData<StudioImage[]>(studioImagesKeys.all, (list) => list?.filter((i) => i.id !== id)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: studioImagesKeys.all });
      void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, 'audit'] });
    },
  });
}
