import {
  bookingRequestListSchema,
  type GalleryCreateInput,
  type GalleryLinkCreateInput,
  type GalleryPhoto,
  type GalleryPhotoPage,
  type GalleryUpdateInput,
  type GalleryView,
  galleriesListSchema,
  galleryInvitationAcceptedSchema,
  galleryInvitationLookupSchema,
  galleryCommentSchema,
  galleryLinkCreatedSchema,
  galleryLinksSchema,
  galleryPhotoPageSchema,
  galleryPicksSchema,
  galleryViewSchema,
  sharedGalleryDoorSchema,
  sharedGalleryViewSchema,
} from '@studio/shared';
import type { z } from 'zod/mini';
import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, isClientError, refusalMessage } from '@/lib/api-client';

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

/**
 * The photographs a gallery shows for one set (or all, `setId` null): the signed-in view holds
 * every one; a share link's come in pages (docs/decisions/0044-gallery-first-screen.md), the first
 * from its view, and `more` asks for the next (undefined while one is on its way or none is left).
 */
export function useGalleryPhotos(
  source: GallerySource,
  view: GalleryView & { next?: string | null },
  setId: string | null,
): { photos: GalleryPhoto[]; total: number; more?: () => void } {
  const shared = source.kind === 'shared' ? source.token : null;
  const firstPage = setId === null && view.next !== undefined ? { photos: view.photos, next: view.next } : undefined;
  const pages = useInfiniteQuery({
    enabled: shared !== null,
    queryKey: photosKey(source, setId),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        ...(setId ? { set: setId } : {}),
        ...(pageParam ? { after: pageParam } : {}),
      });
      return apiRequest(`/shared-galleries/${shared}/photos?${query}`, { schema: galleryPhotoPageSchema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    initialData: firstPage && { pages: [firstPage], pageParams: [null] },
    // The first page came with the view just now: not asked again when the grid mounts.
    refetchOnMount: firstPage ? false : undefined,
  });
  if (shared === null)
    return {
      photos: setId ? view.photos.filter((p) => p.setId === setId) : view.photos,
      total: photoCount(source, view, setId),
    };
  return {
    photos: pages.data?.pages.flatMap((p) => p.photos) ?? [],
    total: photoCount(source, view, setId),
    more: pages.hasNextPage && !pages.isFetchingNextPage ? () => void pages.fetchNextPage() : undefined,
  };
}

/** How many photographs the gallery (`setId` null) or one set holds; a share link's view counts them by set. */
export function photoCount(source: GallerySource, view: GalleryView, setId: string | null): number {
  if (source.kind === 'account') return view.photos.filter((p) => setId === null || p.setId === setId).length;
  return view.sets.filter((s) => setId === null || s.id === setId).reduce((n, s) => n + s.photos, 0);
}

const photosKey = (source: GallerySource, setId: string | null) => [...keyOf(source), 'photos', setId ?? 'all'];

/** Changes one photograph wherever the gallery's queries hold it: the view, and a share link's pages. */
function patchPhoto(
  qc: QueryClient,
  source: GallerySource,
  photoId: string,
  change: (p: GalleryPhoto) => GalleryPhoto,
) {
  const apply = (photos: GalleryPhoto[]) => photos.map((p) => (p.id === photoId ? change(p) : p));
  qc.setQueryData<GalleryView>(keyOf(source), (v) => v && { ...v, photos: apply(v.photos) });
  qc.setQueriesData<InfiniteData<GalleryPhotoPage>>(
    { queryKey: [...keyOf(source), 'photos'] },
    (d) => d && { ...d, pages: d.pages.map((page) => ({ ...page, photos: apply(page.photos) })) },
  );
}

export function useFavourite(source: GallerySource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, favourite }: { photoId: string; favourite: boolean }) =>
      apiRequest(`${baseOf(source)}/photos/${photoId}/favourite`, { method: 'PUT', body: { favourite } }),
    onMutate: async ({ photoId, favourite }) => {
      // A refetch already under way would answer without this change and overwrite it.
      await qc.cancelQueries({ queryKey: keyOf(source) });
      patchPhoto(qc, source, photoId, (p) => ({ ...p, favourite }));
    },
    // The server's answer is the change made; a refusal reads the gallery again to undo it.
    onError: () => qc.invalidateQueries({ queryKey: keyOf(source) }),
  });
}

export function useComment(source: GallerySource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, body }: { photoId: string; body: string }) =>
      apiRequest(`${baseOf(source)}/photos/${photoId}/comments`, {
        method: 'POST',
        body: { body },
        schema: galleryCommentSchema,
      }),
    onSuccess: (comment, { photoId }) =>
      patchPhoto(qc, source, photoId, (p) => ({ ...p, comments: [...p.comments, comment] })),
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

/** What a share link's door answers, or why it does not open (unknown, revoked, files deleted) in the server's words. */
export type DoorAnswer = SharedGalleryDoor | { refused: string };

/** The door of a share link: read by the page, and by the server's render before it (routes/shared-gallery.tsx). */
export const doorQuery = (token: string) =>
  queryOptions({
    queryKey: galleryKeys.door(token),
    queryFn: async ({ signal }): Promise<DoorAnswer> => {
      try {
        return await apiRequest(`/shared-galleries/${token}`, { schema: sharedGalleryDoorSchema, signal });
      } catch (err) {
        // A refusal is the door's answer, so the server's page and the browser's show the same message.
        if (isClientError(err)) return { refused: refusalMessage(err, '') };
        throw err;
      }
    },
    retry: false,
  });

/** The guest's view with its first page of photographs, once the door says this browser's guest cookie opens the link. */
export const sharedViewQuery = (token: string) =>
  queryOptions({
    queryKey: galleryKeys.shared(token),
    queryFn: ({ signal }) => apiRequest(`/shared-galleries/${token}/view`, { schema: sharedGalleryViewSchema, signal }),
    retry: false,
  });

export const useDoor = (token: string) => useQuery(doorQuery(token));

export const useSharedGallery = (token: string, enabled: boolean) => useQuery({ ...sharedViewQuery(token), enabled });

export function useVisit(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; pin?: string }) =>
      apiRequest(`/shared-galleries/${token}/visit`, { method: 'POST', body: input, schema: sharedGalleryViewSchema }),
    onSuccess: (view) => {
      qc.setQueryData(galleryKeys.shared(token), view);
      // The cookie now opens the link: the view query is enabled and follows later changes.
      qc.setQueryData<DoorAnswer>(galleryKeys.door(token), (door) =>
        door && 'visited' in door ? { ...door, visited: true } : door,
      );
    },
  });
}

/**
 * A studio gallery's invitation (docs/decisions/0047-studio-client-galleries.md): the gallery's title
 * before it is added (no session needed); 404 once the link no longer works.
 */
export const useGalleryInvitation = (token: string | null | undefined) =>
  useQuery({
    queryKey: [...galleryKeys.all, 'invitation', token] as const,
    queryFn: ({ signal }) =>
      apiRequest('/gallery-invitations/lookup', {
        method: 'POST',
        body: { token },
        schema: galleryInvitationLookupSchema,
        signal,
      }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The signed-in user adds the invited gallery to their account; the answer is the gallery's id. */
export function useAcceptGalleryInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/gallery-invitations/accept', {
        method: 'POST',
        body: { token },
        schema: galleryInvitationAcceptedSchema,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: galleryKeys.list() }),
  });
}
