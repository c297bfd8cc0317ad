import {
  type StudioGalleryCreateInput,
  galleryViewSchema,
  studioGalleriesListSchema,
  studioGalleryClientSchema,
} from '@studio/shared';
import { z } from 'zod/mini';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studioKeys } from '../shared/studio-api';

/** Galleries for the studio's own clients (docs/decisions/0047-studio-client-galleries.md): the console's queries and changes. */
const galleriesKey = () => [...studioKeys.all, 'galleries'] as const;

/** GET /api/studio/galleries: every studio client's gallery, newest first. */
export const studioGalleriesQuery = () =>
  queryOptions({
    queryKey: galleriesKey(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/studio/galleries', { schema: studioGalleriesListSchema, signal })).data,
  });

/** Makes a gallery for a client; the answer is the new gallery's view. */
export function useCreateStudioGallery() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: StudioGalleryCreateInput) =>
      apiRequest('/studio/galleries', { method: 'POST', body: input, schema: galleryViewSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: galleriesKey() }),
  });
}

const invitedSchema = z.object({ client: studioGalleryClientSchema });

/** E-mails the client a new invitation (an earlier one's link stops working); the answer is the client as it now stands. */
export function useInviteStudioClient(galleryId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/studio/galleries/${galleryId}/invitation`, { method: 'POST', schema: invitedSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: galleriesKey() }),
  });
}
