import {
  type StudioImage,
  samplePlacesResponseSchema,
  studioImageListSchema,
  studioImageResponseSchema,
  studioFilmUploadResponseSchema,
  type StudioFilmUpload,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadRequest } from '@/lib/upload-request';
import { studioKeys } from '../shared/studio-api';

export const studioImagesKeys = {
  all: [...studioKeys.all, 'images'] as const,
  samplePlaces: [...studioKeys.all, 'sample-places'] as const,
};

/**
 * POST /api/studio/images for one file of a bulk upload, with its progress (XMLHttpRequest): the
 * file, its description and its own name (for searching the library).
 */
export async function uploadStudioImage(
  file: File,
  alt: string,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<StudioImage> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('name', file.name);
  form.append('image', file);
  const { image } = await uploadRequest('/studio/images', {
    method: 'POST',
    body: form,
    schema: studioImageResponseSchema,
    ...opts,
  });
  return image;
}

/** PATCH /api/studio/images/:id {alt}: a new description, shown at once wherever the photograph is. */
export function useDescribeStudioImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, alt, sw }: { id: string; alt: string; sw?: { alt?: string } }) =>
      (
        await apiRequest(`/studio/images/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: { alt, ...(sw ? { sw } : {}) },
          schema: studioImageResponseSchema,
        })
      ).image,
    onSuccess: (image) =>
      queryClient.setQueryData<StudioImage[]>(studioImagesKeys.all, (list) =>
        list?.map((i) => (i.id === image.id ? image : i)),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, 'audit'] });
      void queryClient.invalidateQueries({ queryKey: ['studio-content'] });
    },
  });
}

/** GET /api/studio/content/sample-places: where the site still shows bundled sample pictures. */
export const samplePlacesQuery = () =>
  queryOptions({
    queryKey: studioImagesKeys.samplePlaces,
    queryFn: ({ signal }) =>
      apiRequest('/studio/content/sample-places', { schema: samplePlacesResponseSchema, signal }),
    staleTime: 0,
  });

/** GET /api/studio/images: the photographs staff uploaded, newest first (never cached). */
export const studioImagesQuery = () =>
  queryOptions({
    queryKey: studioImagesKeys.all,
    queryFn: async ({ signal }) => (await apiRequest('/studio/images', { schema: studioImageListSchema, signal })).data,
    staleTime: 0,
  });

/** DELETE /api/studio/images/:id: 409 while a page of the site shows it. */
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

/** POST /api/studio/films: one of the studio's own films for a wedding film slot (docs/rules/history.md#issue-23), with progress. */
export async function uploadStudioFilm(
  file: File,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<StudioFilmUpload> {
  const form = new FormData();
  form.append('video', file);
  const { film } = await uploadRequest('/studio/films', {
    method: 'POST',
    body: form,
    schema: studioFilmUploadResponseSchema,
    ...opts,
  });
  return film;
}
