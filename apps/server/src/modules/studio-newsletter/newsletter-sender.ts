import type { Tx } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import type { CampaignsRepository } from './campaigns.repository';
import { newsletterIn, newsletterMail, unsubscribeUrl } from './newsletter-mail';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'info' | 'warn' | 'error'>;

/** The pg-boss queue whose jobs send a campaign, a slice at a time. */
export const NEWSLETTER_QUEUE = 'newsletter-send';

export interface SenderOptions {
  /** Mails per second across every process (NEWSLETTER_MAILS_PER_SECOND). */
  mailsPerSecond: number;
  /** A slice of sending stops after this long and queues the next slice (shorter than pg-boss's 5-minute expiry). */
  sliceMs?: number;
  /** A process holds a campaign's lease this long, renewed as it sends. */
  leaseSeconds?: number;
  /** Tries per recipient before a delivery counts as failed. */
  maxAttempts?: number;
  /** The first retry's delay; each next one doubles it. */
  retryDelaySeconds?: number;
  /** Mails handed to SMTP at once (each its own transaction); by default one per 10 mails a second, at most 4. */
  lanes?: number;
}

/** An SMTP answer in the 5xx range: the address or message is refused for good (a bounce). */
export function isPermanentRejection(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends campaigns (docs/rules/history.md#issue-14, ADR 0024). Each delivery row is locked while its mail is handed to
 * SMTP and marked in the same transaction, so a process that stops or dies mid-campaign leaves
 * every unsent recipient queued and every sent one marked; one process at a time holds a
 * campaign's lease, so the rate holds across processes.
 */
export function newsletterSender(deps: {
  repo: CampaignsRepository;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  log: Logger;
  options: SenderOptions;
}) {
  const { repo, jobs, mailer, publicUrl, log } = deps;
  const {
    mailsPerSecond,
    sliceMs = 20_000,
    leaseSeconds = 15,
    maxAttempts = 5,
    retryDelaySeconds = 60,
    lanes = Math.min(4, Math.max(1, Math.ceil(mailsPerSecond / 10))),
  } = deps.options;
  const interval = 1000 / mailsPerSecond;
  let stopping = false;
  let nextSlot = 0;

  /** Queues the campaign's next slice; within `tx`, on its connection and only if it commits. */
  const kick = (campaignId: string, startAfter?: Date, tx?: Tx) =>
    jobs.send(NEWSLETTER_QUEUE, { campaignId }, { ...(startAfter ? { startAfter } : {}), ...(tx ? { tx } : {}) });

  /** Sends one campaign's due mails for up to a slice, then queues what follows. */
  async function slice(campaignId: string): Promise<void> {
    const lease = await repo.takeLease(campaignId, leaseSeconds);
    if (!lease.ok) {
      // Another process sends it (or did until it died: its lease runs out); look again then.
      if (lease.status === 'sending') {
        await kick(campaignId, new Date(Math.max(Date.now(), lease.until?.getTime() ?? 0) + 1000));
      }
      return;
    }
    const campaign = await repo.find(campaignId);
    if (!campaign) return;
    const started = Date.now();
    let lastRenew = started;
    let handed = 0;
    const host = new URL(publicUrl).hostname;

    /** Sends one due delivery; false when none is due (or the rest are in other lanes' hands). */
    const sendNext = () =>
      repo.withNextDue(campaignId, async (delivery, tx) => {
        // Unsubscribed (or no longer confirmed) since the campaign started: not sent to.
        if (!delivery.subscribed) {
          await repo.markDelivery(tx, delivery.id, { status: 'skipped' });
          return;
        }
        const link = unsubscribeUrl(publicUrl, delivery.token);
        try {
          await mailer.send(
            newsletterMail(
              newsletterIn(campaign, delivery.language),
              delivery.email,
              link,
              delivery.language,
              `<${delivery.id}@${host}>`,
            ),
          );
          await repo.markDelivery(tx, delivery.id, { status: 'sent' });
          handed++;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          if (isPermanentRejection(err)) {
            await repo.markDelivery(tx, delivery.id, { status: 'bounced', error: message });
          } else if (delivery.attempts + 1 >= maxAttempts) {
            await repo.markDelivery(tx, delivery.id, { status: 'failed', error: message });
          } else {
            await repo.markDelivery(tx, delivery.id, {
              status: 'queued',
              error: message,
              retryInSeconds: retryDelaySeconds * 2 ** delivery.attempts,
            });
          }
          log.warn({ delivery: delivery.id, campaign: campaignId, err: message }, 'newsletter mail not sent');
        }
      });

    /** One lane of sending: mails one after another at the shared rate, until none is due or the slice ends. */
    const lane = async (): Promise<'done' | 'stopped'> => {
      for (;;) {
        if (stopping || Date.now() - started > sliceMs) return 'stopped';
        const slot = Math.max(Date.now(), nextSlot);
        nextSlot = slot + interval;
        const wait = slot - Date.now();
        if (wait > 0) await sleep(wait);
        if (Date.now() - lastRenew > (leaseSeconds * 1000) / 3) {
          lastRenew = Date.now();
          await repo.renewLease(campaignId, leaseSeconds);
        }
        if (!(await sendNext())) return 'done';
      }
    };

    try {
      // SMTP round trips overlap in a few lanes (each its own transaction and connection); the rate is shared.
      const settled = await Promise.allSettled(Array.from({ length: lanes }, lane));
      const failed = settled.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      if (settled.some((r) => r.status === 'fulfilled' && r.value === 'stopped')) {
        await repo.releaseLease(campaignId);
        await kick(campaignId);
        return;
      }
      // Nothing due now: done, or only retries waiting.
      const nextAt = await repo.nextDueAt(campaignId);
      if (nextAt) {
        await repo.releaseLease(campaignId);
        await kick(campaignId, nextAt);
      } else {
        await repo.finish(campaignId);
        log.info({ campaign: campaignId }, 'newsletter campaign sent');
      }
    } catch (err) {
      await repo.releaseLease(campaignId).catch(() => {});
      throw err;
    } finally {
      if (handed > 0) log.info({ campaign: campaignId, sent: handed }, 'newsletter slice sent');
    }
  }

  return {
    /** This process works the queue; campaigns left sending by a stop or a crash resume. */
    async start(): Promise<void> {
      await jobs.work<{ campaignId: string }>(NEWSLETTER_QUEUE, (data) => slice(data.campaignId), {
        retryLimit: 10,
        retryDelaySeconds: 10,
      });
    },
    async resume(): Promise<void> {
      for (const { id } of await repo.sending()) await kick(id);
    },
    kick,
    /** Stops at the next mail; the slice queues its follow-up for whichever process runs next. */
    stop(): void {
      stopping = true;
    },
    slice,
  };
}
export type NewsletterSender = ReturnType<typeof newsletterSender>;
