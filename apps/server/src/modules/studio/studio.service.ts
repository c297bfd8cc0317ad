import { DEFAULT_LOCALE } from '@studio/shared/i18n/locales';
import {
  paths,
  STUDIO_NEW_SUBSCRIBERS_DAYS,
  type StudioBookingsResponse,
  type StudioDemo,
  type StudioOverview,
  type StudioPhotographer,
  type StudioPhotographerState,
  studioTexts,
} from '@studio/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inLocale } from '../../lib/request-context';
import { type ChangeFeed, photographerTopic } from '../../lib/change-feed';
import { type AuditActor, auditRepository } from '../audit/audit.repository';
import type { NotificationRow } from '../notifications/notifications.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import type { BookingRequestsRepository } from '../booking-requests/booking-requests.repository';
import { type StudioBookingsFilter, studioBookingsRepository } from './studio-bookings.repository';
import {
  type StudioPhotographerRow,
  studioPhotographersRepository,
  toStudioPhotographer,
} from './studio-photographers.repository';
import type { Tx } from '../../db/client';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

export interface StudioDeps {
  db: Db;
  notifications: Pick<NotificationsService, 'create' | 'dispatch'>;
  changes?: Pick<ChangeFeed, 'publish'>;
  log: Logger;
  /** The booking-requests module's repository (the instance's `bookingRequests.repository`): the timelines. */
  bookings: Pick<BookingRequestsRepository, 'events'>;
}

const PAGE_SIZE = 25;
const notFound = () => new AppError('NOT_FOUND', studioTexts.photographerNotFound);

/** What the audit log keeps of a listing: the parts the console changes. */
const stateOf = (r: Pick<StudioPhotographerRow, 'featured' | 'hiddenAt' | 'hiddenReason'>) => ({
  featured: r.featured,
  hidden: r.hiddenAt !== null,
  ...(r.hiddenReason ? { reason: r.hiddenReason } : {}),
});

/**
 * The studio console's marketplace moderation (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): feature, hide with a reason and
 * restore photographers' listings, and show or hide every demo photographer at once. Each change,
 * its audit entry and the photographer's notice are one transaction; every process then forgets
 * the profile it cached (ADR 0019).
 */
export function studioService(deps: StudioDeps) {
  const { db, notifications, log } = deps;
  const repo = studioPhotographersRepository(db);
  const bookings = studioBookingsRepository(db, deps.bookings);

  const published = async (ids: string[]) => {
    for (const id of ids)
      await deps.changes?.publish(photographerTopic(id)).catch((err) => log.error({ err }, 'could not publish'));
  };

  /** One change of one listing, on its locked row: `work` returns the notice owed, if any. */
  const change = async (
    actor: AuditActor,
    id: string,
    action: string,
    work: (tx: Tx, row: StudioPhotographerRow) => Promise<NotificationRow[]>,
  ): Promise<StudioPhotographer> => {
    const owed = await repo.transaction(async (tx) => {
      const row = await repo.find(id, tx);
      if (!row) throw notFound();
      const rows = await work(tx, row);
      const after = (await repo.find(id, tx))!;
      await auditRepository(tx).record(actor, {
        action,
        targetType: 'photographer',
        targetId: id,
        targetLabel: row.name,
        before: stateOf(row),
        after: stateOf(after),
      });
      return rows;
    });
    await notifications.dispatch(owed);
    await published([id]);
    const row = await repo.find(id);
    return toStudioPhotographer(row!);
  };

  const notice = (tx: Tx, row: StudioPhotographerRow, title: string, body: string) =>
    notifications.create(tx, [{ userId: row.userId, kind: 'studio', title, body, link: paths.photographerPortfolio }]);

  return {
    async list(q: string | undefined, state: StudioPhotographerState = 'all', page = 1) {
      const { rows, total } = await repo.page({ q, state }, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
      return {
        data: rows.map(toStudioPhotographer),
        meta: { page, pageSize: PAGE_SIZE, total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) },
      };
    },

    feature(actor: AuditActor, id: string, featured: boolean) {
      return change(actor, id, featured ? 'photographer.feature' : 'photographer.unfeature', async (tx) => {
        await repo.update(tx, id, { featured });
        return [];
      });
    },

    hide(actor: AuditActor, id: string, reason: string, now = new Date()) {
      return change(actor, id, 'photographer.hide', async (tx, row) => {
        if (row.hiddenAt) throw new AppError('CONFLICT', studioTexts.alreadyHidden);
        await repo.update(tx, id, { hiddenAt: now, hiddenReason: reason, hiddenKind: 'moderation' });
        // Stored once for the photographer: in their language, whoever hid it (docs/decisions/0046-languages.md).
        const [title, body] = inLocale(row.language, () => [
          studioTexts.hiddenNoticeTitle,
          studioTexts.hiddenNoticeBody({ reason }),
        ]);
        return notice(tx, row, title, body);
      });
    },

    restore(actor: AuditActor, id: string) {
      return change(actor, id, 'photographer.restore', async (tx, row) => {
        if (!row.hiddenAt) throw new AppError('CONFLICT', studioTexts.notHidden);
        await repo.update(tx, id, { hiddenAt: null, hiddenReason: null, hiddenKind: null });
        // A demo listing was never told it was hidden: it is not told it is back either.
        if (row.hiddenKind === 'demo') return [];
        const [title, body] = inLocale(row.language, () => [
          studioTexts.restoredNoticeTitle,
          studioTexts.restoredNoticeBody,
        ]);
        return notice(tx, row, title, body);
      });
    },

    /** The marketplace's numbers and what needs attention (docs/rules/history.md#issue-23); subscribers counted over the last days. */
    async overview(now = new Date()): Promise<StudioOverview> {
      const since = new Date(now.getTime() - STUDIO_NEW_SUBSCRIBERS_DAYS * 24 * 60 * 60 * 1000);
      const [marketplace, attention] = await Promise.all([repo.overview(), bookings.attention(since)]);
      return { ...marketplace, attention, since: since.toISOString() };
    },

    /** One page of the marketplace's booking requests, read-only (docs/rules/history.md#issue-23), and the photographer filter's choices. */
    async bookings(filter: StudioBookingsFilter, page: number): Promise<StudioBookingsResponse> {
      const [{ data, total }, photographers] = await Promise.all([
        bookings.page(filter, PAGE_SIZE, (page - 1) * PAGE_SIZE),
        bookings.photographers(),
      ]);
      return {
        data,
        meta: { page, pageSize: PAGE_SIZE, total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) },
        photographers,
      };
    },

    async demo(): Promise<StudioDemo> {
      const { count, hidden } = await repo.demoCounts();
      return { count, hidden, visible: count === 0 || hidden < count };
    },

    /**
     * The demo switch: hides every visible demo listing (marked 'demo', so that showing them again
     * touches only those), or shows again those the switch hid. Demo accounts have no owner to tell.
     */
    async setDemoVisible(actor: AuditActor, visible: boolean, now = new Date()): Promise<StudioDemo> {
      const changed = await repo.transaction(async (tx) => {
        const rows = await repo.demo(tx);
        const affected = rows.filter((r) => (visible ? r.hiddenKind === 'demo' : r.hiddenAt === null));
        for (const r of affected)
          await repo.update(
            tx,
            r.id,
            visible
              ? { hiddenAt: null, hiddenReason: null, hiddenKind: null }
              : {
                  hiddenAt: now,
                  hiddenReason: inLocale(DEFAULT_LOCALE, () => studioTexts.demoReason),
                  hiddenKind: 'demo',
                },
          );
        await auditRepository(tx).record(actor, {
          action: visible ? 'demo.show' : 'demo.hide',
          targetType: 'demo',
          targetLabel: `${affected.length} demo photographers`,
          before: { visible: !visible, affected: affected.map((r) => r.name) },
          after: { visible },
        });
        return affected.map((r) => r.id);
      });
      await published(changed);
      return this.demo();
    },
  };
}
export type StudioService = ReturnType<typeof studioService>;
