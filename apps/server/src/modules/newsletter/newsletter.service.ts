import { randomBytes } from 'node:crypto';
import { newsletterTexts, STUDIO_NAME } from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import type { Locale } from '@studio/shared/i18n/locales';
import { inLocale } from '../../lib/request-context';
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

  /** Written in the language of the page the address was given on (docs/rules/public-pages.md#languages). */
  function confirmationMail(subscriber: { email: string; token: string; language: Locale }) {
    const { token } = subscriber;
    const t = newsletterTexts.confirmMail;
    return inLocale(subscriber.language, () => ({
      to: subscriber.email,
      ...renderMail({
        subject: t.subject({ studio: STUDIO_NAME }),
        paragraphs: [t.hello, t.thanks({ studio: STUDIO_NAME }), t.confirm],
        action: { label: t.action, url: `${publicUrl}/api/newsletter/confirm?token=${token}` },
        footer: t.footer({ url: `${publicUrl}/api/newsletter/unsubscribe?token=${token}` }),
      }),
    }));
  }

  return {
    /**
     * Stores the address once (subscribing twice is not an error) and asks for confirmation
     * (double opt-in, docs/rules/public-pages.md#newsletter-and-contact). The address is stored before any mail is tried, so a mail failure
     * loses nothing.
     */
    async subscribe(email: string): Promise<{ created: boolean }> {
      const upserted = await repo.upsert(email, randomBytes(24).toString('base64url'), currentLocale());
      const subscriber = upserted.subscriber.unsubscribedAt
        ? await repo.resubscribe(upserted.subscriber.id)
        : upserted.subscriber;
      // Queued before answering (ADR 0016): once the answer says "check your inbox", the mail is owed.
      if (!subscriber.confirmedAt) {
        await mailer.send(confirmationMail(subscriber)).catch((err) => {
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
