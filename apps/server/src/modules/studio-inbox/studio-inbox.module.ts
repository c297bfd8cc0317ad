import fp from 'fastify-plugin';
import { queueMail } from '../../mail/mail-queue';
import { inboxRepository } from './inbox.repository';
import { studioInboxRoutes } from './inbox.routes';
import { inboxService } from './inbox.service';

/**
 * The studio-inbox module (docs/decisions/0045-modules-assemble-themselves.md): the console's
 * inbox of contact messages, read and answered by staff through the mail queue.
 */
export const studioInboxModule = fp(
  async (app) => {
    const service = inboxService({
      repo: inboxRepository(app.db),
      queueMail: (message, tx) => queueMail(app.jobs, message, tx),
      replyTo: app.env.STUDIO_INBOX_EMAIL,
    });
    await app.register(studioInboxRoutes, { service });
  },
  { name: 'studio-inbox', dependencies: ['auth'] },
);
