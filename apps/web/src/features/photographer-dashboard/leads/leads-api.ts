import { type LeadsParams, leadsResponseSchema } from '@studio/shared';
import { queryOptions } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, FRESH } from '../shared/dashboard-keys';

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
