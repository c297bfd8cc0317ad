import { type Notification, notificationsTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { notificationsQuery, useMarkNotificationsRead } from '../api/notifications-api';
import { NotificationItem } from './notification-item';

const RECENT = 6;

/**
 * The bell in the dashboards' top bars (docs/rules/history.md#issue-12): the unread count (polled every 30 s while the
 * tab is visible) and a popover with the recent notifications, "Mark all as read" and the way to
 * the Notifications page. Escape or a click outside closes it and gives focus back to the bell.
 */
export function NotificationBell({ pagePath }: { pagePath: string }) {
  const list = useQuery(notificationsQuery());
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();
  const unread = list.data?.unreadCount ?? 0;

  // Following a link closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const onOpen = (n: Notification) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
  };
  const items = list.data?.items.slice(0, RECENT) ?? [];

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={notificationsTexts.bellLabel({ unread: unread })}
        onClick={() => setOpen((o) => !o)}
        className="relative grid size-10 place-items-center rounded-full text-ink hover:bg-sand dark:text-white dark:hover:bg-stone-800"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-clay px-1 text-[0.7rem] leading-5 font-bold text-white dark:bg-gold dark:text-ink"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="region"
          aria-label={notificationsTexts.title}
          className="fixed inset-x-2 top-16 z-50 mt-1 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:w-96 dark:border-stone-800 dark:bg-stone-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3 dark:border-stone-800">
            <h2 className="font-serif text-lg text-ink dark:text-white">{notificationsTexts.title}</h2>
            <button
              type="button"
              onClick={() => markRead.mutate({ all: true })}
              disabled={unread === 0}
              className="text-sm font-semibold text-clay-dark hover:underline disabled:cursor-not-allowed disabled:opacity-50 dark:text-gold"
            >
              {notificationsTexts.markAllRead}
            </button>
          </div>
          {list.isError ? (
            <p className="p-4 text-sm text-red-700 dark:text-red-300">{notificationsTexts.failure}</p>
          ) : items.length === 0 ? (
            <p className="p-4 text-sm text-stone-600 dark:text-stone-400">
              {list.isPending ? notificationsTexts.loadingShort : notificationsTexts.empty}
            </p>
          ) : (
            <ul className="max-h-[60svh] divide-y divide-stone-200 overflow-y-auto dark:divide-stone-800">
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} now={list.dataUpdatedAt} onOpen={onOpen} compact />
              ))}
            </ul>
          )}
          <Link
            to={pagePath}
            className="block border-t border-stone-200 px-4 py-3 text-center text-sm font-semibold text-ink hover:bg-sand dark:border-stone-800 dark:text-white dark:hover:bg-stone-800"
          >
            {notificationsTexts.seeAll}
          </Link>
        </div>
      )}
    </div>
  );
}
