import { createHmac } from 'node:crypto';
import { averageRating, profileTexts } from '@studio/shared';
import { AppError } from '../../lib/app-error';
import { type ActivitiesRepository, ACTIONS } from '../activities/activities.repository';
import { lastNairobiDays, nairobiDay } from '../../lib/nairobi-day';
import type { BookingRequestsRepository } from '../booking-requests/booking-requests.repository';
import type { PhotographersRepository } from '../photographers/photographers.repository';
import type { UserRow } from '../users/users.repository';

/** docs/rules/photographers-and-portfolios.md#overview-and-analytics: the analytics window. */
export const ANALYTICS_DAYS = 30;

/** Link-preview and crawler user agents: their visits are not views. */
const BOT_AGENT =
  /bot\b|crawler|spider|slurp|facebookexternalhit|embedly|preview|curl\/|wget\/|python-requests|httpclient/i;

export interface Visitor {
  userId?: string;
  ip: string;
  userAgent: string;
}

const notFound = () => new AppError('NOT_FOUND', profileTexts.notFound);
const noStatuses = () => ({ pending: 0, accepted: 0, declined: 0, expired: 0, cancelled: 0, completed: 0 });

/**
 * docs/rules/photographers-and-portfolios.md#overview-and-analytics: a photographer's numbers: counted profile views, the Overview and Analytics, read from the
 * portfolio's views and images and from its booking requests.
 */
export function photographerAnalyticsService(deps: {
  portfolios: PhotographersRepository;
  /** The booking-requests module's repository: the requests the numbers count. */
  bookings: BookingRequestsRepository;
  /** The activities module's repository: a counted view is an activity of the day. */
  activities: ActivitiesRepository;
}) {
  const { bookings, activities } = deps;
  const repo = deps.portfolios;
  let salt: { day: string; value: string } | undefined;

  return {
    /** docs/rules/photographers-and-portfolios.md#overview-and-analytics: a view counts once per visitor per Nairobi day, never the owner's own, never a bot's. */
    async recordView(id: string, visitor: Visitor, at = new Date()): Promise<boolean> {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      if (visitor.userId === row.userId) return false;
      if (!visitor.userAgent || BOT_AGENT.test(visitor.userAgent)) return false;
      const day = nairobiDay(at);
      let key: string;
      if (visitor.userId) {
        key = `u:${visitor.userId}`;
      } else {
        if (salt?.day !== day) salt = { day, value: await repo.daySalt(day) };
        key = `a:${createHmac('sha256', salt.value).update(`${visitor.ip}\n${visitor.userAgent}`).digest('base64url').slice(0, 32)}`;
      }
      const counted = await repo.recordView(id, day, key);
      if (counted) await activities.addToDay(row.userId, ACTIONS.profileViewed, 1, at);
      return counted;
    },

    /** docs/rules/photographers-and-portfolios.md#overview-and-analytics: the Overview's four numbers. */
    async overview(user: UserRow, at = new Date()) {
      const row = await repo.findByUserId(user.id);
      if (!row)
        return {
          views: 0,
          bookings: 0,
          images: 0,
          projects: 0,
          statuses: noStatuses(),
          rating: { average: null, count: 0 },
        };
      const [views, images, requests] = await Promise.all([
        repo.countViews(row.id),
        repo.countImages(row.id),
        bookings.counts(row.id, lastNairobiDays(ANALYTICS_DAYS, at)[0]!),
      ]);
      // docs/rules/history.md#issue-12: projects completed are the bookings marked completed, nothing else.
      return {
        views,
        bookings: requests.total,
        images,
        projects: requests.statuses.completed,
        statuses: requests.statuses,
        // docs/rules/history.md#issue-13: the visible reviews, as the portfolio keeps their numbers (ADR 0020).
        rating: { average: averageRating(row.reviewCount, row.ratingSum), count: row.reviewCount },
      };
    },

    /** docs/rules/photographers-and-portfolios.md#overview-and-analytics: views and inquiries per Nairobi day over the last 30 days (oldest first), and totals. */
    async analytics(user: UserRow, at = new Date()) {
      const days = lastNairobiDays(ANALYTICS_DAYS, at);
      const row = await repo.findByUserId(user.id);
      if (!row) {
        return {
          days: days.map((date) => ({ date, views: 0, inquiries: 0 })),
          totals: { views: 0, inquiries: 0, bookings: 0, images: 0 },
          statuses: noStatuses(),
          conversion: { inquiries: 0, accepted: 0, rate: null },
        };
      }
      const from = days[0]!;
      const [views, inquiries, images, requests] = await Promise.all([
        repo.viewsPerDay(row.id, from),
        bookings.perDay(row.id, from),
        repo.countImages(row.id),
        bookings.counts(row.id, from),
      ]);
      const series = days.map((date) => ({ date, views: views.get(date) ?? 0, inquiries: inquiries.get(date) ?? 0 }));
      return {
        days: series,
        totals: {
          views: series.reduce((n, d) => n + d.views, 0),
          inquiries: series.reduce((n, d) => n + d.inquiries, 0),
          bookings: requests.total,
          images,
        },
        statuses: requests.statuses,
        conversion: {
          ...requests.window,
          rate: requests.window.inquiries === 0 ? null : requests.window.accepted / requests.window.inquiries,
        },
      };
    },
  };
}
export type PhotographerAnalyticsService = ReturnType<typeof photographerAnalyticsService>;
