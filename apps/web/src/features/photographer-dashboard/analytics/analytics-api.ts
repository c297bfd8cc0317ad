import { analyticsResponseSchema } from '@studio/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, FRESH } from '../shared/dashboard-keys';

/** GET /api/photographers/analytics (the server's photographer-analytics module): the last 30 days day by day, the totals, the bookings by state and the conversion. */
export const analyticsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.analytics(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/photographers/analytics', { schema: analyticsResponseSchema, signal })).data,
    ...FRESH,
  });
