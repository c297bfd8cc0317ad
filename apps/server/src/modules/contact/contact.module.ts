import fp from 'fastify-plugin';
import { contactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { contactService } from './contact.service';

/**
 * The contact module (docs/decisions/0045-modules-assemble-themselves.md): messages to the studio,
 * stored and e-mailed to its inbox; mail owed from before a restart goes out at start and every
 * five minutes, and a stop waits for the sends under way.
 */
export const contactModule = fp(
  async (app) => {
    const service = contactService({
      repo: contactRepository(app.db),
      mailer: app.mailer,
      inbox: app.env.STUDIO_INBOX_EMAIL,
      log: app.log,
    });
    // Mail owed from before a restart (SMTP was down, or the process stopped mid-send) goes out now.
    app.addHook('onReady', async () => {
      void service.retryOwed();
    });
    app.addHook('onClose', async () => {
      await service.drain();
    });
    // And every five minutes, in one process at a time, rather than waiting for a restart.
    await app.jobs.work('contact-mail-retry', async () => void (await service.retryOwed()), {
      cron: '*/5 * * * *',
      retryLimit: 0,
    });
    await app.register(contactRoutes, { service });
  },
  { name: 'contact' },
);
