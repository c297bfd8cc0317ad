import { type ContactRequest, MARKET_TIME_ZONE, STUDIO_NAME } from '@studio/shared';
import { inFlightWork } from '../../lib/in-flight';
import { renderMail } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import type { ContactMessageRow, ContactRepository, Executor } from './contact.repository';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'info' | 'error'>;

/** How many owed mails one retry pass sends at most. */
const RETRY_BATCH = 10;

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The e-mail the studio inbox receives for one contact message. */
export function inboxMail(inbox: string, row: ContactMessageRow) {
  const received = new Intl.DateTimeFormat('en-KE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: MARKET_TIME_ZONE,
  }).format(row.createdAt);
  return {
    to: inbox,
    ...renderMail({
      subject: `New message from ${oneLine(row.name).slice(0, 80)} via the website`,
      paragraphs: [
        `${oneLine(row.name)} <${row.email}> wrote through the contact form on ${received}:`,
        ...row.message.split(/\n{2,}/).map((p) => p.trim()),
        `To answer, reply to ${row.email}.`,
      ],
      footer: `Message ${row.id}, kept in the ${STUDIO_NAME} database.`,
    }),
  };
}

/**
 * docs/rules/public-pages.md#newsletter-and-contact: every message is stored before any mail is tried, so a mail failure loses nothing. The
 * inbox mail is sent after the answer; a failed one is recorded (mail_error) and retried at the
 * next start and, at most once per `retryIntervalMs`, after a later submission.
 */
export function contactService(deps: {
  repo: ContactRepository;
  mailer: Mailer;
  inbox: string;
  log: Logger;
  retryIntervalMs?: number;
}) {
  const { repo, mailer, inbox, log, retryIntervalMs = 60_000 } = deps;
  const { track, drain } = inFlightWork();
  let lastRetryAt = Number.NEGATIVE_INFINITY;
  let retrying: Promise<{ sent: number; failed: number }> | undefined;

  async function deliver(row: ContactMessageRow, tx?: Executor): Promise<boolean> {
    try {
      await mailer.send(inboxMail(inbox, row));
      await repo.markMailed(row.id, tx);
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.error({ err, contactMessage: row.id }, 'contact message mail failed; it is stored and will be retried');
      await repo.markFailed(row.id, message || 'mail failed', tx).catch((e) => {
        log.error({ err: e, contactMessage: row.id }, 'could not record the mail failure');
      });
      return false;
    }
  }

  /** Sends the mails still owed (oldest first). Never throws; one pass at a time per process. */
  function retryOwed(): Promise<{ sent: number; failed: number }> {
    if (retrying) return retrying;
    lastRetryAt = Date.now();
    retrying = track(
      (async () => {
        const result = { sent: 0, failed: 0 };
        try {
          await repo.withOwedMessages(RETRY_BATCH, async (rows, tx) => {
            for (const row of rows) {
              if (await deliver(row, tx)) result.sent++;
              else result.failed++;
            }
          });
          if (result.sent + result.failed > 0) log.info(result, 'retried owed contact mails');
        } catch (err) {
          log.error({ err }, 'retrying owed contact mails failed');
        }
        return result;
      })().finally(() => {
        retrying = undefined;
      }),
    );
    return retrying;
  }

  return {
    /** Stores the message, then mails the inbox in the background. Resolves once it is stored. */
    async submit(input: ContactRequest): Promise<ContactMessageRow> {
      const row = await repo.insert(input);
      track(
        deliver(row).then(() => {
          if (Date.now() - lastRetryAt >= retryIntervalMs) return retryOwed();
        }),
      );
      return row;
    },
    retryOwed,
    /** Waits (at most `timeoutMs`) for mails being sent, so a graceful shutdown lets them finish. */
    drain,
  };
}
export type ContactService = ReturnType<typeof contactService>;
