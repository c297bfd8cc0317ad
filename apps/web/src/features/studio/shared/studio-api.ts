import {
  auditResponseSchema,
  reportedReviewsResponseSchema,
  receivedReviewResponseSchema,
  type StudioPhotographer,
  type StudioPhotographerState,
  type StudioPhotographersResponse,
  studioDemoSchema,
  studioOverviewSchema,
  studioPhotographerResponseSchema,
  studioPhotographersResponseSchema,
} from '@studio/shared';
import type { z } from 'zod/mini';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `?q=&state=&page=` of the Photographers page (and of GET /api/studio/photographers). */
export interface PhotographersParams {
  q: string;
  state: StudioPhotographerState;
  page: number;
}

export type ReportedReview = z.infer<typeof reportedReviewsResponseSchema>['data'][number];

/** Query keys, general to specific (docs/rules/platform.md#queries). Every change invalidates them all: one console, one truth. */
export const studioKeys = {
  all: ['studio'] as const,
  overview: () => [...studioKeys.all, 'overview'] as const,
  photographers: () => [...studioKeys.all, 'photographers'] as const,
  photographerList: (params: PhotographersParams) => [...studioKeys.photographers(), params] as const,
  demo: () => [...studioKeys.all, 'demo'] as const,
  reported: () => [...studioKeys.all, 'reported-reviews'] as const,
  audit: (page: number) => [...studioKeys.all, 'audit', page] as const,
};

/** The query string of a page of the console: the defaults (no search, every state, page 1) left out. */
export function photographersSearch({ q, state, page }: PhotographersParams): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (state !== 'all') query.set('state', state);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const pageSearch = (page: number) => (page > 1 ? `?page=${page}` : '');

/** GET /api/studio/overview: the four numbers (and the badge of Reported reviews). */
export const overviewQuery = () =>
  queryOptions({
    queryKey: studioKeys.overview(),
    queryFn: ({ signal }) => apiRequest('/studio/overview', { schema: studioOverviewSchema, signal }),
    staleTime: 30_000,
  });

/** GET /api/studio/photographers?q=&state=&page=: 25 a page, newest first. */
export const photographersQuery = (params: PhotographersParams) =>
  queryOptions({
    queryKey: studioKeys.photographerList(params),
    queryFn: ({ signal }) =>
      apiRequest(`/studio/photographers${photographersSearch(params)}`, {
        schema: studioPhotographersResponseSchema,
        signal,
      }),
    staleTime: 0,
  });

/** GET /api/studio/demo: how many demo photographers there are, and whether they are shown. */
export const demoQuery = () =>
  queryOptions({
    queryKey: studioKeys.demo(),
    queryFn: ({ signal }) => apiRequest('/studio/demo', { schema: studioDemoSchema, signal }),
    staleTime: 0,
  });

/** GET /api/studio/reviews/reported: the reports waiting, oldest first. */
export const reportedReviewsQuery = () =>
  queryOptions({
    queryKey: studioKeys.reported(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/studio/reviews/reported', { schema: reportedReviewsResponseSchema, signal })).data,
    staleTime: 0,
  });

/** GET /api/studio/audit?page=: 50 entries a page, newest first. */
export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: studioKeys.audit(page),
    queryFn: ({ signal }) => apiRequest(`/studio/audit${pageSearch(page)}`, { schema: auditResponseSchema, signal }),
    staleTime: 0,
  });

/** After any change every page of the console is read afresh: numbers, lists, the badge, the log. */
function useSettle() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: studioKeys.all });
}

/** Every cached page of photographers shows a listing as the server answered, at once. */
function useApplyPhotographer() {
  const queryClient = useQueryClient();
  return (photographer: StudioPhotographer) =>
    queryClient.setQueriesData<StudioPhotographersResponse>({ queryKey: studioKeys.photographers() }, (page) =>
      page ? { ...page, data: page.data.map((p) => (p._id === photographer._id ? photographer : p)) } : page,
    );
}

const photographerPath = (id: string, action: 'featured' | 'hide' | 'restore') =>
  `/studio/photographers/${encodeURIComponent(id)}/${action}`;

/** POST /api/studio/photographers/:id/featured {featured}. */
export function useFeaturePhotographer() {
  const apply = useApplyPhotographer();
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) =>
      apiRequest(photographerPath(id, 'featured'), {
        method: 'POST',
        body: { featured },
        schema: studioPhotographerResponseSchema,
      }),
    onSuccess: ({ photographer }) => apply(photographer),
    onSettled: settle,
  });
}

/** POST /api/studio/photographers/:id/hide {reason}: 409 when hidden already, 400 with `errors.reason`. */
export function useHidePhotographer() {
  const apply = useApplyPhotographer();
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(photographerPath(id, 'hide'), {
        method: 'POST',
        body: { reason },
        schema: studioPhotographerResponseSchema,
      }),
    onSuccess: ({ photographer }) => apply(photographer),
    onSettled: settle,
  });
}

/** POST /api/studio/photographers/:id/restore: 409 when not hidden. */
export function useRestorePhotographer() {
  const apply = useApplyPhotographer();
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(photographerPath(id, 'restore'), { method: 'POST', schema: studioPhotographerResponseSchema }),
    onSuccess: ({ photographer }) => apply(photographer),
    onSettled: settle,
  });
}

/** PUT /api/studio/demo {visible}: every demo photographer hidden, or shown again, at once. */
export function useSetDemoVisible() {
  const queryClient = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: (visible: boolean) =>
      apiRequest('/studio/demo', { method: 'PUT', body: { visible }, schema: studioDemoSchema }),
    onSuccess: (demo) => queryClient.setQueryData(studioKeys.demo(), demo),
    onSettled: settle,
  });
}

/**
 * POST /api/studio/reviews/:id/moderation {action, reason?}: keep the review (the report closes) or
 * hide it with a reason its author reads (400 with `errors.reason` without one). Either way the
 * report leaves the queue at once.
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'keep' | 'hide'; reason?: string }) =>
      apiRequest(`/studio/reviews/${encodeURIComponent(id)}/moderation`, {
        method: 'POST',
        body: reason === undefined ? { action } : { action, reason },
        schema: receivedReviewResponseSchema,
      }),
    onSuccess: (_answer, { id }) =>
      queryClient.setQueryData<ReportedReview[]>(studioKeys.reported(), (list) => list?.filter((r) => r.id !== id)),
    onSettled: settle,
  });
}
