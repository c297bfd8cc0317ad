import {
  type ReceivedReview,
  type ReceivedReviewsResponse,
  type ReviewSort,
  receivedReviewResponseSchema,
  receivedReviewsResponseSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from '../shared/dashboard-keys';

/** The page of reviews the Testimonials page shows: its URL's `?sort=&page=`. */
export interface ReviewsParams {
  sort: ReviewSort;
  page: number;
}

/** Query keys, general to specific (docs/rules/platform.md#queries), under the dashboard's (logging out clears them). */
export const reviewsKeys = {
  all: () => [...dashboardKeys.all, 'reviews'] as const,
  list: (params: ReviewsParams) => [...reviewsKeys.all(), params] as const,
};

/** `?sort=&page=` with the defaults (newest, page 1) left out. */
export function reviewsSearch({ sort, page }: ReviewsParams): string {
  const query = new URLSearchParams();
  if (sort !== 'newest') query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * GET /api/photographers/me/reviews (docs/rules/history.md#issue-13): a page of the caller's reviews (hidden ones
 * included), with the rating summary and how many are featured. Read afresh on each visit.
 */
export const receivedReviewsQuery = (params: ReviewsParams) =>
  queryOptions({
    queryKey: reviewsKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest(`/photographers/me/reviews${reviewsSearch(params)}`, {
        schema: receivedReviewsResponseSchema,
        signal,
      }),
    staleTime: 0,
  });

const one = (id: string, action: 'reply' | 'featured' | 'report') => `/reviews/${encodeURIComponent(id)}/${action}`;

/**
 * Every cached page shows the review as the server answered at once; then the pages are read
 * afresh (the featured count, and a review another tab changed).
 */
function useSettle() {
  const queryClient = useQueryClient();
  const apply = (review: ReceivedReview) =>
    queryClient.setQueriesData<ReceivedReviewsResponse>({ queryKey: reviewsKeys.all() }, (page) =>
      page ? { ...page, data: page.data.map((r) => (r.id === review.id ? review : r)) } : page,
    );
  const settle = () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all() });
  return { apply, settle };
}

/** PUT /api/reviews/:id/reply: the photographer's public reply (sending again edits it). */
export function useReplyToReview() {
  const { apply, settle } = useSettle();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiRequest(one(id, 'reply'), { method: 'PUT', body: { text }, schema: receivedReviewResponseSchema }),
    onSuccess: ({ review }) => apply(review),
    onSettled: settle,
  });
}

/** PUT /api/reviews/:id/featured: feature on the public profile or stop (409 beyond the limit, or when hidden). */
export function useFeatureReview() {
  const { apply, settle } = useSettle();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) =>
      apiRequest(one(id, 'featured'), { method: 'PUT', body: { featured }, schema: receivedReviewResponseSchema }),
    onSuccess: ({ review }) => apply(review),
    onSettled: settle,
  });
}

/** POST /api/reviews/:id/report: to the studio's moderation queue (409 when already reported). */
export function useReportReview() {
  const { apply, settle } = useSettle();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(one(id, 'report'), { method: 'POST', body: { reason }, schema: receivedReviewResponseSchema }),
    onSuccess: ({ review }) => apply(review),
    onSettled: settle,
  });
}
