import type { Notification } from '@studio/shared';
import { notificationsTexts } from '@studio/shared';
import { Link } from 'react-router';
import { formatDateTime, relativeTime } from '@/lib/date-time';

/** One notification: a link to what it is about (following it marks it read), its time, read or not. */
export function NotificationItem({
  notification: n,
  now,
  onOpen,
  onMarkRead,
  compact = false,
}: {
  notification: Notification;
  now: number;
  onOpen: (n: Notification) => void;
  onMarkRead?: (n: Notification) => void;
  compact?: boolean;
}) {
  return (
    <li className={`flex items-start gap-3 ${compact ? 'px-3 py-2.5' : 'p-4'}`}>
      <span
        aria-hidden
        className={`mt-1.5 size-2 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-clay dark:bg-gold'}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={n.link}
          onClick={() => onOpen(n)}
          className={`block text-sm [overflow-wrap:anywhere] text-ink hover:text-clay hover:underline dark:text-white dark:hover:text-gold ${n.read ? 'font-medium' : 'font-bold'}`}
        >
          {n.title}
          {!n.read && <span className="sr-only"> {notificationsTexts.unreadMark}</span>}
        </Link>
        <p
          className={`mt-0.5 text-sm [overflow-wrap:anywhere] text-stone-700 dark:text-stone-300 ${compact ? 'line-clamp-2' : ''}`}
        >
          {n.body}
        </p>
        <time
          dateTime={n.createdAt}
          title={formatDateTime(n.createdAt)}
          className="text-xs text-stone-600 dark:text-stone-400"
        >
          {relativeTime(n.createdAt, now)}
        </time>
      </div>
      {onMarkRead && !n.read && (
        <button
          type="button"
          onClick={() => onMarkRead(n)}
          className="shrink-0 rounded-full px-3 py-1 text-xs font-semibold text-stone-700 ring-1 ring-stone-300 hover:ring-ink dark:text-stone-300 dark:ring-stone-600 dark:hover:ring-white"
        >
          {notificationsTexts.markRead}
          <span className="sr-only">: {n.title}</span>
        </button>
      )}
    </li>
  );
}
