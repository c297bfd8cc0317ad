import {
  type AvailabilityRange,
  type AvailabilitySettings,
  availabilitySettingsResponseSchema,
  blockedDateResponseSchema,
  type OwnerAvailability,
  ownerAvailabilitySchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from '../shared/dashboard-keys';

/** Query keys, general to specific (docs/rules/platform.md#queries), under the dashboard's. */
export const availabilityKeys = {
  all: () => [...dashboardKeys.all, 'availability'] as const,
  settings: () => [...availabilityKeys.all(), 'settings'] as const,
  days: () => [...availabilityKeys.all(), 'days'] as const,
  range: ({ from, to }: AvailabilityRange) => [...availabilityKeys.days(), from, to] as const,
};

/** GET /api/photographers/me/availability: the working week and time zone (the defaults until saved). */
export const availabilitySettingsQuery = () =>
  queryOptions({
    queryKey: availabilityKeys.settings(),
    queryFn: ({ signal }) =>
      apiRequest('/photographers/me/availability', { schema: availabilitySettingsResponseSchema, signal }),
    staleTime: 0,
  });

/** GET /api/photographers/me/availability/days: the owner's view of each day of a range (a month). */
export const ownerDaysQuery = (range: AvailabilityRange) =>
  queryOptions({
    queryKey: availabilityKeys.range(range),
    queryFn: ({ signal }) =>
      apiRequest(
        `/photographers/me/availability/days?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
        { schema: ownerAvailabilitySchema, signal },
      ),
    staleTime: 0,
    // A booking accepted in another tab shows without a reload.
    refetchOnWindowFocus: true,
  });

/** PUT /api/photographers/me/availability; the calendar's working days follow. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilitySettings) =>
      apiRequest('/photographers/me/availability', {
        method: 'PUT',
        body,
        schema: availabilitySettingsResponseSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(availabilityKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.days() });
    },
  });
}

const withBlocked = (data: OwnerAvailability | undefined, date: string, blocked: boolean) =>
  data && { ...data, days: data.days.map((d) => (d.date === date ? { ...d, blocked } : d)) };

/**
 * POST /api/photographers/me/blocked-dates or DELETE .../:date: blocks or frees a day. The
 * calendar shows the change at once and puts it back if the server refuses.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, blocked }: { date: string; blocked: boolean }) =>
      blocked
        ? apiRequest('/photographers/me/blocked-dates', {
            method: 'POST',
            body: { date },
            schema: blockedDateResponseSchema,
          })
        : apiRequest(`/photographers/me/blocked-dates/${encodeURIComponent(date)}`, {
            method: 'DELETE',
            schema: blockedDateResponseSchema,
          }),
    onMutate: async ({ date, blocked }) => {
      await queryClient.cancelQueries({ queryKey: availabilityKeys.days() });
      const before = queryClient.getQueriesData<OwnerAvailability>({ queryKey: availabilityKeys.days() });
      queryClient.setQueriesData<OwnerAvailability>({ queryKey: availabilityKeys.days() }, (d) =>
        withBlocked(d, date, blocked),
      );
      return { before };
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.days() }),
  });
}
