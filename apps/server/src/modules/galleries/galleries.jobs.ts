import { GALLERY_REMINDER_DAYS, galleriesTexts as t } from '@studio/shared';
import { formatDate } from '@studio/shared/i18n/format';
import { localePath } from '@studio/shared/i18n/locales';
import type { FastifyInstance } from 'fastify';
import { inLocale } from '../../lib/request-context';
import { queueMail } from '../../mail/mail-queue';
import { renderMail } from '../../mail/layout';
import type { GalleryFiles } from './gallery-files';
import type { GalleriesService } from './galleries.service';

/** The queue of the galleries' sweep: its cron sends one job an hour, whatever the number of processes. */
export const GALLERY_SWEEP_QUEUE = 'gallery-sweep';

/**
 * The hourly sweep of galleries (docs/decisions/0039-client-galleries.md, the durable queue of
 * docs/decisions/0016): a reminder to the client GALLERY_REMINDER_DAYS before expiry (claimed in
 * the same transaction that queues the e-mail, so each is sent once), the files of galleries
 * expired more than GALLERY_FILES_KEEP_DAYS ago deleted (never earlier: the row is re-checked as it
 * is marked, so a gallery extended meanwhile keeps its files), finished uploads whose processing a
 * dead process left undone made into photographs (gallery-ingest.ts), and unfinished uploads past
 * their keeping time removed.
 */
export async function sweepGalleries(
  deps: {
    app: Pick<FastifyInstance, 'db' | 'jobs' | 'env' | 'log'>;
    service: GalleriesService;
    files: GalleryFiles;
    sweepUploads?: () => Promise<number>;
    recoverUploads?: (now: Date) => Promise<number>;
  },
  now = new Date(),
) {
  const { app, service, files } = deps;
  let reminded = 0;
  for (const due of await service.repo.dueReminders(now, GALLERY_REMINDER_DAYS)) {
    const sent = await app.db.transaction(async (tx) => {
      if (!(await service.repo.claimReminder(tx, due.gallery.id, now))) return false;
      // Written in the client's language (docs/rules/public-pages.md#languages), outside any request.
      const mail = inLocale(due.clientLanguage, () => {
        const m = t.reminderMail;
        return renderMail({
          subject: m.subject({ title: due.gallery.title }),
          paragraphs: [
            `${due.clientName},`,
            m.body({ title: due.gallery.title, date: formatDate(due.gallery.expiresAt, 'day') }),
          ],
          action: {
            label: m.action,
            url: `${app.env.PUBLIC_URL}${localePath(`/dashboard/galleries/${due.gallery.id}`, due.clientLanguage)}`,
          },
        });
      });
      await queueMail(app.jobs, { to: due.clientEmail, ...mail }, tx);
      return true;
    });
    if (sent) reminded++;
  }
  const before = new Date(now.getTime() - app.env.GALLERY_FILES_KEEP_DAYS * 86_400_000);
  let deleted = 0;
  for (const { id } of await service.repo.expiredBefore(before)) {
    if (await service.repo.markFilesDeleted(id, before, now)) {
      await files.removeGallery(id);
      deleted++;
    }
  }
  // Finished uploads a dead process left unprocessed become photographs before any is expired.
  const recovered = deps.recoverUploads
    ? await deps.recoverUploads(now).catch((err: unknown) => {
        app.log.error({ err }, 'gallery upload recovery failed');
        return 0;
      })
    : 0;
  const uploads = deps.sweepUploads ? await deps.sweepUploads().catch(() => 0) : 0;
  const done = { reminded, deleted, recovered, uploads };
  if (reminded || deleted || recovered || uploads) app.log.info(done, 'gallery sweep');
  return done;
}

export async function startGalleryJobs(
  app: FastifyInstance,
  deps: {
    service: GalleriesService;
    files: GalleryFiles;
    sweepUploads: () => Promise<number>;
    recoverUploads: (now: Date) => Promise<number>;
  },
) {
  await app.jobs.work(GALLERY_SWEEP_QUEUE, () => sweepGalleries({ app, ...deps }).then(() => {}), {
    cron: '41 * * * *',
    retryLimit: 1,
  });
}
