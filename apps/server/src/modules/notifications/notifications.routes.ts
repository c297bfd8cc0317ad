import {
  apiErrorSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationReadResponseSchema,
  notificationReadSchema,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth.plugin';
import type { NotificationRow } from './notifications.repository';
import type { NotificationsService } from './notifications.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

const toNotification = (n: NotificationRow) => ({
  id: n.id,
  kind: n.kind,
  bookingRequestId: n.bookingRequestId,
  title: n.title,
  body: n.body,
  link: n.link,
  read: n.readAt !== null,
  createdAt: n.createdAt.toISOString(),
});

/** The caller's notifications (docs/rules/history.md#issue-12): the bell, the Notifications pages and the e-mail choices. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/notifications',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary:
          "The caller's notifications, newest first (at most 100), with the unread count; unread=1 for unread ones only",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [items, unreadCount] = await Promise.all([
        service.list(user.id, request.query.unread === '1'),
        service.unreadCount(user.id),
      ]);
      return { items: items.map(toNotification), unreadCount };
    },
  );

  app.post(
    '/api/notifications/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read: { ids } (your own; others are ignored) or { all: true }',
        body: notificationReadSchema,
        response: { 200: notificationReadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await service.markRead(user.id, 'ids' in request.body ? request.body.ids : undefined);
      return { unreadCount: await service.unreadCount(user.id) };
    },
  );

  app.get(
    '/api/notifications/preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Which kinds of notification are also e-mailed to the caller (in-app ones are always on)',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      return service.preferences(currentUser(request).id);
    },
  );

  app.put(
    '/api/notifications/preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Choose, for every kind of notification, whether it is also e-mailed',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await service.setPreferences(user.id, request.body);
      return service.preferences(user.id);
    },
  );
};
