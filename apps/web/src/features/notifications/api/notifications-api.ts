import {
  type NotificationList,
  type NotificationPreferences,
  type NotificationRead,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationReadResponseSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys, general to specific (docs/rules/platform.md#queries). Logging out clears the whole cache. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (unreadOnly: boolean) => [...notificationKeys.all, 'list', unreadOnly ? 'unread' : 'all'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** The bell's count: every 30 s, only while the tab is visible. */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** GET /api/notifications[?unread=1]: newest first, with the unread count. */
export const notificationsQuery = (unreadOnly = false) =>
  queryOptions({
    queryKey: notificationKeys.list(unreadOnly),
    queryFn: ({ signal }) =>
      apiRequest<NotificationList>(`/notifications${unreadOnly ? '?unread=1' : ''}`, {
        schema: notificationListSchema,
        signal,
      }),
    staleTime: 0,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

/** POST /api/notifications/read: `{ ids }` or `{ all: true }`; the lists show it at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationRead) =>
      apiRequest('/notifications/read', { method: 'POST', body, schema: notificationReadResponseSchema }),
    onMutate: (body) => {
      const ids = 'ids' in body ? new Set(body.ids) : undefined;
      queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.all }, (old) => {
        if (!old || !('items' in old)) return old;
        let marked = 0;
        const items = old.items.map((n) => {
          if (n.read || (ids && !ids.has(n.id))) return n;
          marked++;
          return { ...n, read: true };
        });
        return { items, unreadCount: ids ? Math.max(0, old.unreadCount - marked) : 0 };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'] }),
  });
}

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) =>
      apiRequest<NotificationPreferences>('/notifications/preferences', {
        schema: notificationPreferencesSchema,
        signal,
      }),
  });

/** PUT /api/notifications/preferences: saved on each change. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: NotificationPreferences) =>
      apiRequest('/notifications/preferences', { method: 'PUT', body: prefs, schema: notificationPreferencesSchema }),
    onMutate: (prefs) => {
      const before = queryClient.getQueryData(notificationKeys.preferences());
      queryClient.setQueryData(notificationKeys.preferences(), prefs);
      return { before };
    },
    onError: (_err, _prefs, ctx) => queryClient.setQueryData(notificationKeys.preferences(), ctx?.before),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
