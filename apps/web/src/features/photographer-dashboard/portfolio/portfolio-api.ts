import {
  activitiesResponseSchema,
  analyticsResponseSchema,
  type BookingAnswer,
  type BookingMove,
  type BookingRequestDetail,
  bookingAnswerResponseSchema,
  bookingRequestListSchema,
  imagesReorderResponseSchema,
  imagesUploadResponseSchema,
  type LeadsParams,
  leadsResponseSchema,
  myPortfolioResponseSchema,
  overviewResponseSchema,
  type Photographer,
  type PortfolioFields,
  portfolioDeleteResponseSchema,
  portfolioSaveResponseSchema,
  profilePictureResponseSchema,
  subscribersResponseSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';
import { portfolioFormData } from './portfolio-fields';
import { uploadRequest } from '@/lib/upload-request';

/** Query keys, general to specific (docs/rules/platform.md#queries). Logging out clears the whole cache. */
export const dashboardKeys = {
  all: ['photographer-dashboard'] as const,
  portfolio: () => [...dashboardKeys.all, 'portfolio'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  activities: () => [...dashboardKeys.all, 'activities'] as const,
  analytics: () => [...dashboardKeys.all, 'analytics'] as const,
  bookings: () => [...dashboardKeys.all, 'booking-requests'] as const,
  profilePicture: () => [...dashboardKeys.all, 'profile-picture'] as const,
  subscribers: () => [...dashboardKeys.all, 'subscribers'] as const,
  packages: () => [...dashboardKeys.all, 'packages'] as const,
  leads: (params: LeadsParams) => [...dashboardKeys.all, 'leads', params] as const,
};

/** Dashboard numbers change with every upload and visit: read them afresh on each visit. */
const FRESH = { staleTime: 0 } as const;

/** GET /api/photographers/portfolio: the caller's own portfolio, or null before it is created. */
export const myPortfolioQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.portfolio(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/photographers/portfolio', { schema: myPortfolioResponseSchema, signal })).photographer,
    ...FRESH,
  });

export const overviewQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.overview(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/views/get-overview', { schema: overviewResponseSchema, signal })).data,
    ...FRESH,
  });

export const activitiesQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.activities(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/recent-activities', { schema: activitiesResponseSchema, signal })).data,
    ...FRESH,
  });

export const analyticsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.analytics(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/photographers/analytics', { schema: analyticsResponseSchema, signal })).data,
    ...FRESH,
  });

/**
 * GET /api/booking-requests?as=received (docs/rules/accounts-and-auth.md#roles, docs/rules/bookings.md#requests): the requests sent to the caller's portfolio,
 * newest first, with the answers given so far. New inquiries appear while the page is open.
 */
export const bookingRequestsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.bookings(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/booking-requests?as=received', { schema: bookingRequestListSchema, signal })).sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      ),
    ...FRESH,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

/** GET /api/photographers/subscribers (docs/rules/photographers-and-portfolios.md#dashboard-navigation): the clients who saved the caller's portfolio. */
export const subscribersQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.subscribers(),
    queryFn: ({ signal }) => apiRequest('/photographers/subscribers', { schema: subscribersResponseSchema, signal }),
    ...FRESH,
  });

/** The leads' filters as a query string ("?stage=new&q=…"), empty ones left out; '' when none. */
export function leadsSearch(params: LeadsParams): string {
  const query = new URLSearchParams();
  for (const key of ['stage', 'q', 'package', 'from', 'to'] as const) {
    const value = params[key]?.trim();
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/photographers/me/leads (docs/rules/history.md#issue-12): the pipeline, with the filters of the page's URL. */
export const leadsQuery = (params: LeadsParams) =>
  queryOptions({
    queryKey: dashboardKeys.leads(params),
    queryFn: ({ signal }) =>
      apiRequest(`/photographers/me/leads${leadsSearch(params)}`, { schema: leadsResponseSchema, signal }),
    ...FRESH,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

/** The CSV export of the same leads, a plain link (the session cookie goes with it). */
export const leadsCsvHref = (params: LeadsParams) => `${env.apiBase}/photographers/me/leads.csv${leadsSearch(params)}`;

export interface AnswerInput {
  id: string;
  status: BookingMove;
  /** The reply (an answer) or the reason (a cancellation). */
  reply?: string;
}

/**
 * PATCH /api/booking-requests/:id (docs/rules/bookings.md#requests): accept, decline or complete a request, with an optional
 * reply the client receives; or POST .../cancel with the reason (docs/rules/history.md#issue-12). The list, the overview and the activities follow.
 */
export function useAnswerBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reply }: AnswerInput) =>
      status === 'cancelled'
        ? apiRequest(`/booking-requests/${encodeURIComponent(id)}/cancel`, {
            method: 'POST',
            body: { reason: reply },
            schema: bookingAnswerResponseSchema,
          })
        : apiRequest(`/booking-requests/${encodeURIComponent(id)}`, {
            method: 'PATCH',
            body: { status, ...(reply ? { reply } : {}) } satisfies BookingAnswer,
            schema: bookingAnswerResponseSchema,
          }),
    onSuccess: ({ bookingRequest }) => {
      queryClient.setQueryData<BookingRequestDetail[]>(dashboardKeys.bookings(), (list) =>
        list?.map((r) => (r.id === bookingRequest.id ? bookingRequest : r)),
      );
    },
    // Whatever happened (a 409 means someone else answered first), read the list afresh.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.bookings() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.activities() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.analytics() });
      void queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all, 'leads'] });
    },
  });
}

export const profilePictureQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.profilePicture(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/photographers/profile', { schema: profilePictureResponseSchema, signal })).data
        .profilePicture,
    ...FRESH,
  });

/** Everything the overview and analytics show follows a change to the portfolio. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (photographer: Photographer | null) => {
    queryClient.setQueryData(dashboardKeys.portfolio(), photographer);
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.overview() });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.activities() });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.analytics() });
  };
}

export interface SavePortfolioInput {
  /** The portfolio's id when updating; null creates it. */
  id: string | null;
  fields: PortfolioFields;
  /** Sent only when a new file was chosen (docs/rules/product.md#validation). */
  video: File | null;
  /** docs/rules/history.md#issue-23: the first photographs, sent with the form that creates the portfolio. */
  photos?: File[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/photographers/portfolio (create) or PUT /api/photographers/portfolio/:id (update), multipart. */
export function useSavePortfolio() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, fields, video, photos = [], onProgress, signal }: SavePortfolioInput) =>
      uploadRequest(id ? `/photographers/portfolio/${encodeURIComponent(id)}` : '/photographers/portfolio', {
        method: id ? 'PUT' : 'POST',
        body: portfolioFormData(fields, video, id ? [] : photos),
        schema: portfolioSaveResponseSchema,
        onProgress,
        signal,
      }),
    onSuccess: (res) => {
      if (res.success) refresh(res.photographer);
    },
  });
}

/** DELETE /api/photographers/portfolio/:id. */
export function useDeletePortfolio() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/photographers/portfolio/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: portfolioDeleteResponseSchema,
      }),
    onSuccess: (res) => {
      if (res.success) refresh(null);
    },
  });
}

export interface UploadImagesInput {
  files: File[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/photographers/portfolio/images: multipart, one `image` field per file. */
export function useUploadImages() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ files, onProgress, signal }: UploadImagesInput) => {
      const body = new FormData();
      for (const file of files) body.append('image', file, file.name);
      return uploadRequest('/photographers/portfolio/images', {
        method: 'POST',
        body,
        schema: imagesUploadResponseSchema,
        onProgress,
        signal,
      });
    },
    onSuccess: (res) => {
      const current = queryClient.getQueryData<Photographer | null>(dashboardKeys.portfolio());
      if (!current) return;
      const gallery = [...current.gallery, ...res.images];
      refresh({ ...current, gallery, images: gallery.map((img) => img.url) });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.portfolio() });
    },
  });
}

/** PATCH /api/photographers/portfolio/:id/images: the ids to keep, in their new order. */
export function useSaveImages() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, images }: { id: string; images: string[] }) =>
      apiRequest(`/photographers/portfolio/${encodeURIComponent(id)}/images`, {
        method: 'PATCH',
        body: { images },
        schema: imagesReorderResponseSchema,
      }),
    onSuccess: (res) => {
      const current = queryClient.getQueryData<Photographer | null>(dashboardKeys.portfolio());
      if (current) refresh({ ...current, images: res.images, gallery: res.gallery });
    },
  });
}
