import type { LeadsParams } from '@studio/shared';

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
export const FRESH = { staleTime: 0 } as const;
