import { localePath } from '@studio/shared/i18n/locales';
import { notificationsTexts } from '@studio/shared';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { inLocale } from '../../lib/request-context';
import { renderMail } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import { type NotificationRow, notificationsRepository } from './notifications.repository';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

/** The queue of notification e-mails, and the sweep that re-sends those whose job was lost. */
export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';
export const NOTIFICATION_MAIL_SWEEP_QUEUE = 'notification-mail-sweep';
/** An owed e-mail with no job after this long had its job lost (the process died after the commit). */
const LOST_AFTER_MS = 2 * 60_000;
/** An e-mail still owed after this long is given up on; the notification stays in the dashboard. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * Notifications (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): created with the change they are about, in its transaction, then
 * e-mailed through the job queue. The row says whether its e-mail is owed, so a crash between the
 * commit and the queue loses nothing: the sweep finds it.
 */
export function notificationsService(deps: { db: Db; jobs: JobQueue; mailer: Mailer; publicUrl: string; log: Logger }) {
  const { db, jobs, mailer, publicUrl, log } = deps;
  const repo = notificationsRepository(db);

  const sendOwedMail = (id: string) =>
    repo.withOwedMail(id, async (n) => {
      // In the recipient's language, whatever request may be running (docs/decisions/0046-languages.md),
      // its link to their language's page.
      const mail = inLocale(n.language, () =>
        renderMail({
          subject: n.title,
          paragraphs: [notificationsTexts.mailGreeting({ name: n.username }), n.body],
          action: { label: notificationsTexts.mailAction, url: `${publicUrl}${localePath(n.link, n.language)}` },
          footer: notificationsTexts.mailFooter,
        }),
      );
      await mailer.send({ to: n.email, ...mail });
      return 'sent';
    });

  const sweep = async (now = new Date()) => {
    await repo.abandonOwedBefore(new Date(now.getTime() - GIVE_UP_AFTER_MS));
    for (const id of await repo.owedBefore(new Date(now.getTime() - LOST_AFTER_MS))) {
      await jobs.send(NOTIFICATION_MAIL_QUEUE, { id }, { singletonKey: id });
    }
  };

  return {
    create: repo.create,
    list: repo.list,
    unreadCount: repo.unreadCount,
    markRead: repo.markRead,
    markReadForBooking: repo.markReadForBooking,
    preferences: repo.preferences,
    setPreferences: repo.setPreferences,

    /**
     * After the transaction that created `rows` has committed: queues their owed e-mails. A queue
     * failure is logged, not thrown (the change is done; the sweep sends the e-mail later).
     */
    async dispatch(rows: NotificationRow[]): Promise<void> {
      for (const row of rows) {
        if (row.mailState !== 'pending') continue;
        await jobs
          .send(NOTIFICATION_MAIL_QUEUE, { id: row.id }, { singletonKey: row.id })
          .catch((err) =>
            log.error({ err, notification: row.id }, 'could not queue a notification e-mail; the sweep will'),
          );
      }
    },

    /** This process sends notification e-mails and, once a minute across all processes, sweeps lost ones. */
    async startWorkers(): Promise<void> {
      await jobs.work<{ id: string }>(NOTIFICATION_MAIL_QUEUE, ({ id }) => sendOwedMail(id), {
        retryLimit: 6,
        retryDelaySeconds: 30,
      });
      await jobs.work(NOTIFICATION_MAIL_SWEEP_QUEUE, () => sweep(), { cron: '* * * * *', retryLimit: 0 });
    },

    sweep,
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
