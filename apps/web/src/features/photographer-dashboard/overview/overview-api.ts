import { activitiesResponseSchema, overviewResponseSchema } from '@studio/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, FRESH } from '../shared/dashboard-keys';

/** GET /api/views/get-overview (the server's photographer-analytics module): the overview's four numbers. */
export const overviewQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.overview(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/views/get-overview', { schema: overviewResponseSchema, signal })).data,
    ...FRESH,
  });

/** GET /api/recent-activities (the server's activities module): what happened lately on the caller's portfolio. */
export const activitiesQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.activities(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/recent-activities', { schema: activitiesResponseSchema, signal })).data,
    ...FRESH,
  });
