import { randomBytes } from 'node:crypto';
import { STUDIO_NAME } from '@studio/shared';
import { renderMail } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import type { NewsletterRepository } from './newsletter.repository';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

export function newsletterService(deps: {
  repo: NewsletterRepository;
  mailer: Mailer;
  publicUrl: string;
  log: Logger;
}) {
  const { repo, mailer, publicUrl, log } = deps;

  function confirmationMail(email: string, token: string) {
    return {
      to: email,
      ...renderMail({
        subject: `Please confirm your subscription to ${STUDIO_NAME}`,
        paragraphs: [
          'Hello,',
          `Thank you for signing up for news from ${STUDIO_NAME}: new work, stories from behind the lens and the occasional studio offer.`,
          'Please confirm that this address is yours and that you want our e-mails. If you did not ask for this, ignore this message and you will hear nothing more from us.',
        ],
        action: { label: 'Confirm my subscription', url: `${publicUrl}/api/newsletter/confirm?token=${token}` },
        footer: `Changed your mind? Unsubscribe: ${publicUrl}/api/newsletter/unsubscribe?token=${token}`,
      }),
    };
  }

  return {
    /**
     * Stores the address once (subscribing twice is not an error) and asks for confirmation
     * (double opt-in, docs/rules/public-pages.md#newsletter-and-contact). The address is stored before any mail is tried, so a mail failure
     * loses nothing.
     */
    async subscribe(email: string): Promise<{ created: boolean }> {
      const upserted = await repo.upsert(email, randomBytes(24).toString('base64url'));
      const subscriber = upserted.subscriber.unsubscribedAt
        ? await repo.resubscribe(upserted.subscriber.id)
        : upserted.subscriber;
      // Queued before answering (ADR 0016): once the answer says "check your inbox", the mail is owed.
      if (!subscriber.confirmedAt) {
        await mailer.send(confirmationMail(subscriber.email, subscriber.token)).catch((err) => {
          log.error({ err, subscriber: subscriber.id }, 'newsletter confirmation mail could not be queued');
        });
      }
      return { created: upserted.created };
    },
    confirm: (token: string) => repo.confirm(token),
    unsubscribe: (token: string) => repo.unsubscribe(token),
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;
