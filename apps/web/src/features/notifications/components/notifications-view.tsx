import { type Notification, notificationsTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { notificationsQuery, useMarkNotificationsRead } from '../api/notifications-api';
import { NotificationItem } from './notification-item';
import { CheckboxField } from '@/components/form/fields';
import { DashboardPageHeading } from '@/components/ui/page-heading';

/**
 * The Notifications page of both dashboards (docs/rules/history.md#issue-12): newest first, `?unread=1` for the unread
 * ones only, mark one or all as read; following one marks it read.
 */
export function NotificationsView() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === '1';
  const list = useQuery(notificationsQuery(unreadOnly));
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unreadCount ?? 0;
  const markOne = (n: Notification) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <DashboardPageHeading title={notificationsTexts.title}>
        {unread === 0 ? notificationsTexts.nothingUnread : notificationsTexts.unreadCount({ count: unread })}
      </DashboardPageHeading>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <CheckboxField
          id="notifications-unread-only"
          label={notificationsTexts.showUnreadOnly}
          checked={unreadOnly}
          onCheckedChange={(checked) => setParams(checked ? { unread: '1' } : {})}
        />
        <button
          type="button"
          onClick={() => markRead.mutate({ all: true })}
          disabled={unread === 0 || markRead.isPending}
          className="ml-auto inline-flex items-center rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-ink hover:border-ink disabled:cursor-not-allowed disabled:opacity-50 dark:border-stone-600 dark:text-stone-100 dark:hover:border-white"
        >
          {notificationsTexts.markAllRead}
        </button>
      </div>
      {list.isPending ? (
        <LoadingBlock label={notificationsTexts.loading} rows={4} />
      ) : list.isError ? (
        <LoadError message={notificationsTexts.failure} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<Bell className="size-5" />}
          title={unreadOnly ? notificationsTexts.emptyUnread : notificationsTexts.empty}
        />
      ) : (
        <ul
          aria-label={notificationsTexts.title}
          className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900"
        >
          {list.data.items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              now={list.dataUpdatedAt}
              onOpen={markOne}
              onMarkRead={markOne}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
