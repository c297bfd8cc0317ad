import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../constants';
import { notificationsTexts } from '../texts/notifications';

/** One notification as `GET /api/notifications` lists it (docs/rules/history.md#issue-12). `link` is a path on this site. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  bookingRequestId: z.uuid().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications?unread=1`: newest first (at most 100), and the unread count. */
export const notificationListQuerySchema = z.object({
  unread: z.optional(z.enum(['0', '1'], { error: () => notificationsTexts.readBodyInvalid })),
});
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /api/notifications/read`: `{ ids }` (the caller's own; others are ignored) or `{ all: true }`. */
export const notificationReadSchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(z.uuid({ error: () => notificationsTexts.idsInvalid }))
        .min(1)
        .max(100),
    }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: () => notificationsTexts.readBodyInvalid },
);
export type NotificationRead = z.infer<typeof notificationReadSchema>;
export const notificationReadResponseSchema = z.object({ unreadCount: z.number().int() });

/** `GET|PUT /api/notifications/preferences`: whether each kind is also e-mailed (in-app stays on). */
export const notificationPreferencesSchema = z.strictObject(
  Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, z.boolean({ error: () => notificationsTexts.preferencesInvalid })]),
  ) as Record<(typeof NOTIFICATION_KINDS)[number], z.ZodBoolean>,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
