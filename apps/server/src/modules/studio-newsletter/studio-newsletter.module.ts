import fp from 'fastify-plugin';
import { queueMail } from '../../mail/mail-queue';
import { campaignsRepository } from './campaigns.repository';
import { newsletterSender } from './newsletter-sender';
import { studioNewsletterRoutes } from './newsletter-studio.routes';
import { newsletterStudioService } from './newsletter-studio.service';

/**
 * The studio-newsletter module (docs/decisions/0045-modules-assemble-themselves.md, ADR 0024): the
 * console's subscribers and campaigns; starts the sender, which goes on with campaigns a stop or a
 * crash left half sent.
 */
export const studioNewsletterModule = fp(
  async (app) => {
    const repo = campaignsRepository(app.db);
    const sender = newsletterSender({
      repo,
      jobs: app.jobs,
      mailer: app.mailer,
      publicUrl: app.env.PUBLIC_URL,
      log: app.log,
      options: { mailsPerSecond: app.env.NEWSLETTER_MAILS_PER_SECOND },
    });
    await sender.start();
    // Campaigns a stop or a crash left half sent go on (each recipient still owed, once).
    app.addHook('onReady', async () => {
      await sender.resume().catch((err) => app.log.error({ err }, 'could not resume newsletter sending'));
    });
    app.addHook('onClose', async () => {
      sender.stop();
    });
    const service = newsletterStudioService({
      repo,
      publicUrl: app.env.PUBLIC_URL,
      queueMail: (message) => queueMail(app.jobs, message),
      kick: (id, tx) => sender.kick(id, undefined, tx),
    });
    await app.register(studioNewsletterRoutes, { service });
  },
  { name: 'studio-newsletter', dependencies: ['auth'] },
);
