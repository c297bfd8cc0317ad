import fp from 'fastify-plugin';
import { queuedMailer } from '../../mail/mail-queue';
import { newsletterRepository } from './newsletter.repository';
import { newsletterRoutes } from './newsletter.routes';
import { newsletterService } from './newsletter.service';

/** The newsletter module (docs/decisions/0045-modules-assemble-themselves.md): sign-ups, confirmation and unsubscribing. */
export const newsletterModule = fp(
  async (app) => {
    const service = newsletterService({
      repo: newsletterRepository(app.db),
      mailer: queuedMailer(app.jobs),
      publicUrl: app.env.PUBLIC_URL,
      log: app.log,
    });
    await app.register(newsletterRoutes, { service });
  },
  { name: 'newsletter' },
);
