import {
  bookingRequestListSchema,
  type GalleryCreateInput,
  type GalleryLinkCreateInput,
  type GalleryUpdateInput,
  type GalleryView,
  galleriesListSchema,
  galleryLinkCreatedSchema,
  galleryLinksSchema,
  galleryPicksSchema,
  galleryViewSchema,
  sharedGalleryDoorSchema,
} from '@studio/shared';
import type { z } from 'zod/mini';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type SharedGalleryDoor = z.infer<typeof sharedGalleryDoorSchema>;

/** Client galleries (docs/decisions/0039-client-galleries.md): the queries and changes of every side. */
export const galleryKeys = {
  all: ['galleries'] as const,
  list: () => [...galleryKeys.all, 'list'] as const,
  one: (id: string) => [...galleryKeys.all, 'one', id] as const,
  picks: (id: string) => [...galleryKeys.all, 'picks', id] as const,
  links: (id: string) => [...galleryKeys.all, 'links', id] as const,
  door: (token: string) => [...galleryKeys.all, 'door', token] as const,
  shared: (token: string) => [...galleryKeys.all, 'shared', token] as const,
  bookings: () => [...galleryKeys.all, 'bookings'] as const,
};

export const useGalleries = () =>
  useQuery({
    queryKey: galleryKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest('/galleries', { schema: galleriesListSchema, signal })).data,
  });

/** The photographer's bookings that can have a gallery (accepted or completed). */
export const useDeliverableBookings = () =>
  useQuery({
    queryKey: galleryKeys.bookings(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/booking-requests?as=received', { schema: bookingRequestListSchema, signal })).filter(
        (b) => b.status === 'accepted' || b.status === 'completed',
      ),
  });

export const useGallery = (id: string) =>
  useQuery({
    queryKey: galleryKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/galleries/${id}`, { schema: galleryViewSchema, signal }),
  });

export const usePicks = (id: string) =>
  useQuery({
    queryKey: galleryKeys.picks(id),
    queryFn: ({ signal }) => apiRequest(`/galleries/${id}/picks`, { schema: galleryPicksSchema, signal }),
  });

export const useLinks = (id: string) =>
  useQuery({
    queryKey: galleryKeys.links(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/galleries/${id}/links`, { schema: galleryLinksSchema, signal })).data,
  });

export function useCreateGallery() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: GalleryCreateInput }) =>
      apiRequest(`/booking-requests/${bookingId}/gallery`, { method: 'POST', body: input, schema: galleryViewSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: galleryKeys.list() }),
  });
}

export function useUpdateGallery(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GalleryUpdateInput) =>
      apiRequest(`/galleries/${id}`, { method: 'PATCH', body: input, schema: galleryViewSchema }),
    onSuccess: (view) => qc.setQueryData(galleryKeys.one(id), view),
  });
}

/** The photographer deletes a photograph (its files go with it); the gallery and the picks are read again. */
export function useDeletePhoto(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => apiRequest(`/galleries/${id}/photos/${photoId}`, { method: 'DELETE' }),
    onSuccess: (_res, photoId) => {
      qc.setQueryData<GalleryView>(
        galleryKeys.one(id),
        (v) => v && { ...v, photos: v.photos.filter((p) => p.id !== photoId) },
      );
      void qc.invalidateQueries({ queryKey: galleryKeys.one(id) });
      void qc.invalidateQueries({ queryKey: galleryKeys.picks(id) });
    },
  });
}

export function useAddSet(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest(`/galleries/${id}/sets`, { method: 'POST', body: { name } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: galleryKeys.one(id) }),
  });
}

export function useCreateLink(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GalleryLinkCreateInput) =>
      apiRequest(`/galleries/${id}/links`, { method: 'POST', body: input, schema: galleryLinkCreatedSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: galleryKeys.links(id) }),
  });
}

export function useRevokeLink(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => apiRequest(`/galleries/${id}/links/${linkId}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: galleryKeys.links(id) }),
  });
}

/** Where a favourite or a comment goes: the signed-in gallery, or a share link's. */
export type GallerySource = { kind: 'account'; id: string } | { kind: 'shared'; token: string };
const baseOf = (s: GallerySource) => (s.kind === 'account' ? `/galleries/${s.id}` : `/shared-galleries/${s.token}`);
const keyOf = (s: GallerySource) => (s.kind === 'account' ? galleryKeys.one(s.id) : galleryKeys.shared(s.token));

export function useFavourite(source: GallerySource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, favourite }: { photoId: string; favourite: boolean }) =>
      apiRequest(`${baseOf(source)}/photos/${photoId}/favourite`, { method: 'PUT', body: { favourite } }),
    onMutate: async ({ photoId, favourite }) => {
      // A refetch already under way would answer without this change and overwrite it.
      await qc.cancelQueries({ queryKey: keyOf(source) });
      qc.setQueryData<GalleryView>(
        keyOf(source),
        (v) => v && { ...v, photos: v.photos.map((p) => (p.id === photoId ? { ...p, favourite } : p)) },
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: keyOf(source) }),
  });
}

export function useComment(source: GallerySource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, body }: { photoId: string; body: string }) =>
      apiRequest(`${baseOf(source)}/photos/${photoId}/comments`, { method: 'POST', body: { body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keyOf(source) }),
  });
}

export function useSelection(id: string) {
  const qc = useQueryClient();
  const choose = useMutation({
    mutationFn: (photoIds: string[]) => apiRequest(`/galleries/${id}/selection`, { method: 'PUT', body: { photoIds } }),
    onSettled: () => qc.invalidateQueries({ queryKey: galleryKeys.one(id) }),
  });
  const submit = useMutation({
    mutationFn: () => apiRequest(`/galleries/${id}/selection/submit`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: galleryKeys.one(id) }),
  });
  return { choose, submit };
}

export const useDoor = (token: string) =>
  useQuery({
    queryKey: galleryKeys.door(token),
    queryFn: ({ signal }) => apiRequest(`/shared-galleries/${token}`, { schema: sharedGalleryDoorSchema, signal }),
    retry: false,
  });

/** The guest's view, asked for once the door says this browser's guest cookie opens the link. */
export const useSharedGallery = (token: string, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: galleryKeys.shared(token),
    queryFn: ({ signal }) => apiRequest(`/shared-galleries/${token}/view`, { schema: galleryViewSchema, signal }),
    retry: false,
  });

export function useVisit(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; pin?: string }) =>
      apiRequest(`/shared-galleries/${token}/visit`, { method: 'POST', body: input, schema: galleryViewSchema }),
    onSuccess: (view) => {
      qc.setQueryData(galleryKeys.shared(token), view);
      // The cookie now opens the link: the view query is enabled and follows later changes.
      qc.setQueryData<SharedGalleryDoor>(galleryKeys.door(token), (door) => door && { ...door, visited: true });
    },
  });
}
