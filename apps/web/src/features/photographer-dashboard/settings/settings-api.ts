import { profilePictureResponseSchema } from '@studio/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, FRESH } from '../shared/dashboard-keys';

/** GET /api/photographers/profile: the caller's profile picture, or null. */
export const profilePictureQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.profilePicture(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/photographers/profile', { schema: profilePictureResponseSchema, signal })).data
        .profilePicture,
    ...FRESH,
  });
