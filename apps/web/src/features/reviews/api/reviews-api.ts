import {
  type BookingReviewResponse,
  bookingReviewResponseSchema,
  type OwnReview,
  ownReviewResponseSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys, general to specific (docs/rules/platform.md#queries). Logging out clears the whole cache. */
export const reviewKeys = {
  all: ['reviews'] as const,
  booking: (bookingId: string) => [...reviewKeys.all, 'booking', bookingId] as const,
};

/**
 * GET /api/booking-requests/:id/review: the caller's review of their booking (as its client) and
 * whether they may write one now. A 404 for anyone else's booking (the photographer's included).
 */
export const bookingReviewQuery = (bookingId: string) =>
  queryOptions({
    queryKey: reviewKeys.booking(bookingId),
    queryFn: ({ signal }) =>
      apiRequest<BookingReviewResponse>(`/booking-requests/${encodeURIComponent(bookingId)}/review`, {
        schema: bookingReviewResponseSchema,
        signal,
      }),
  });

/** A review's fields as the shared schema gives them once checked. */
export interface ReviewDraft {
  rating: number;
  text: string;
  studioMayQuote?: boolean;
}

export interface SaveReviewInput {
  draft: ReviewDraft;
  /** New photos to upload with it. */
  photos: File[];
  /** Editing: the ids of the review's photos that stay (the others are deleted). */
  keep?: string[];
}

/**
 * The body of a review: JSON without new photos, multipart with them (the fields first, then each
 * `image`). Editing always names the photos kept: `keep` once per photo, or once empty for none.
 */
export function reviewBody({ draft, photos, keep }: SaveReviewInput): unknown {
  const studioMayQuote = draft.studioMayQuote === true;
  if (photos.length === 0) return { rating: draft.rating, text: draft.text, studioMayQuote, ...(keep ? { keep } : {}) };
  const form = new FormData();
  form.append('rating', String(draft.rating));
  form.append('text', draft.text);
  form.append('studioMayQuote', studioMayQuote ? 'on' : 'false');
  if (keep) {
    if (keep.length === 0) form.append('keep', '');
    for (const id of keep) form.append('keep', id);
  }
  for (const file of photos) form.append('image', file, file.name);
  return form;
}

/**
 * POST /api/booking-requests/:id/review (a new review) or PUT /api/reviews/:id (editing `reviewId`).
 * The saved review replaces the booking's in the cache at once.
 */
export function useSaveReview(bookingId: string, reviewId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveReviewInput): Promise<OwnReview> => {
      const path = reviewId
        ? `/reviews/${encodeURIComponent(reviewId)}`
        : `/booking-requests/${encodeURIComponent(bookingId)}/review`;
      const res = await apiRequest(path, {
        method: reviewId ? 'PUT' : 'POST',
        body: reviewBody(input),
        schema: ownReviewResponseSchema,
      });
      return res.review;
    },
    onSuccess: (review) => {
      queryClient.setQueryData<BookingReviewResponse>(reviewKeys.booking(bookingId), { review, canReview: false });
    },
  });
}
