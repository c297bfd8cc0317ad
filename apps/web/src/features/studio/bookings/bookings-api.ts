import { studioBookingsResponseSchema } from '@studio/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studioKeys } from '../shared/studio-api';

/** The Bookings page's filters as the address holds them (docs/rules/history.md#issue-23); absent or '' is "any". */
export interface BookingsParams {
  state?: string;
  photographer?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: number;
}

const FILTERS = ['state', 'photographer', 'from', 'to', 'q'] as const;

/** The query string of a page of bookings: empty filters and page 1 left out. */
export function bookingsSearch(params: BookingsParams): string {
  const query = new URLSearchParams();
  for (const key of FILTERS) {
    const value = params[key]?.trim();
    if (value) query.set(key, value);
  }
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The filters the address holds (an unreadable page is page 1). */
export function parseBookingsParams(search: URLSearchParams): BookingsParams {
  const params: BookingsParams = {};
  for (const key of FILTERS) params[key] = search.get(key) ?? '';
  const page = Number(search.get('page') ?? 1);
  params.page = Number.isInteger(page) && page >= 1 ? page : 1;
  return params;
}

/** GET /api/studio/bookings: 25 a page, newest first, each with its timeline. */
export const bookingsQuery = (params: BookingsParams) =>
  queryOptions({
    queryKey: [...studioKeys.all, 'bookings', bookingsSearch(params)] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/studio/bookings${bookingsSearch(params)}`, { schema: studioBookingsResponseSchema, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
