import fp from 'fastify-plugin';
import { bookingMessagesService } from './booking-messages.service';
import { bookingMessagesRoutes } from './booking-messages.routes';
import { messageImageStore } from './message-images';

/**
 * The booking-messages module (docs/decisions/0045-modules-assemble-themselves.md): a conversation
 * per booking and the pictures sent in it; an account's messages go with the account.
 */
export const bookingMessagesModule = fp(
  async (app) => {
    const images = messageImageStore(app.media);
    const service = bookingMessagesService({ db: app.db, notifications: app.notifications, images, log: app.log });
    app.onAccountDeletion((userId) => service.removeForAccount(userId));
    await app.register(bookingMessagesRoutes, { service, images });
  },
  { name: 'booking-messages', dependencies: ['auth', 'notifications'] },
);
