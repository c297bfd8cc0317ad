import { subscribersResponseSchema } from '@studio/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, FRESH } from '../shared/dashboard-keys';

/** GET /api/photographers/subscribers (docs/rules/photographers-and-portfolios.md#dashboard-navigation): the clients who saved the caller's portfolio. */
export const subscribersQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.subscribers(),
    queryFn: ({ signal }) => apiRequest('/photographers/subscribers', { schema: subscribersResponseSchema, signal }),
    ...FRESH,
  });
