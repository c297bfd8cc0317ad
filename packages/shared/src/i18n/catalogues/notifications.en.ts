import type { NotificationKind } from '../../constants';

/**
 * Notifications (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): the bell, the Notifications pages of both dashboards, the
 * e-mail choices in Settings and the API's messages.
 */
export default {
  title: 'Notifications',
  bellLabel: '{unread, plural, =0 {Notifications} other {Notifications, # unread}}',
  empty: 'No notifications yet.',
  emptyUnread: 'You have read every notification.',
  failure: 'Failed to load your notifications.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  showUnreadOnly: 'Unread only',
  idsInvalid: 'Choose the notifications to mark as read.',
  readBodyInvalid: 'Send either the ids to mark as read or all: true.',
  preferencesTitle: 'E-mail notifications',
  preferencesIntro: 'Notifications always appear here in the dashboard. Choose which ones are also e-mailed to you.',
  preferencesSaved: 'Your e-mail choices are saved.',
  preferencesInvalid: 'Choose on or off for each kind of notification.',
  kindLabels: {
    inquiry: 'New inquiries',
    answer: 'Answers to your requests',
    message: 'New messages',
    expired: 'Requests that expired',
    cancelled: 'Cancellations',
    completed: 'Completed bookings',
    review: 'Reviews and replies',
    studio: 'Messages from the studio',
    payment: 'Payments and refunds',
  } satisfies Record<NotificationKind, string>,
  mailGreeting: 'Hello {name},',
  mailFooter: 'You can choose which notifications are e-mailed to you in your dashboard settings.',
  mailAction: 'Open it on the site',
  /** The link at the foot of the bell's list, to the page of every notification. */
  seeAll: 'See all notifications',
  /** After an unread notification's title, for screen readers. */
  unreadMark: '(unread)',
  loading: 'Loading your notifications…',
  /** Under the page's title: how many are unread. */
  nothingUnread: 'Nothing unread.',
  unreadCount: '{count} unread.',
  /** The bell's list while it loads. */
  loadingShort: 'Loading…',
} as const;
