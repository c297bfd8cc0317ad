import type { Activity } from '@studio/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/photographers';
import { nairobiDay } from '../../lib/nairobi-day';

/** A database or an open transaction: activities are recorded with the change they describe. */
export type Executor = Pick<Db, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

/** docs/rules/product.md#entities's known actions, recorded by the server. */
export const ACTIONS = {
  joined: 'Joined platform',
  createdProject: 'Created project',
  uploadedImage: 'Uploaded image',
  profileViewed: 'Profile viewed',
  /** docs/rules/bookings.md#requests: aggregated per Nairobi day, like profile views. */
  newBookingRequest: 'New booking request',
  /** docs/rules/history.md#issue-13: aggregated per Nairobi day. */
  newReview: 'New review',
} as const;

/** How many activities the dashboard's feed shows. */
export const RECENT_ACTIVITIES_LIMIT = 20;

export function activitiesRepository(db: Executor) {
  return {
    /** A one-off or repeated action; `count` says how many things it covers (e.g. images uploaded). */
    async add(userId: string, action: string, count = 1, at?: Date): Promise<void> {
      await db.insert(activities).values({ userId, action, count, ...(at ? { createdAt: at, lastAt: at } : {}) });
    },

    /** 'Joined platform', once per account however often the photographer id is requested. */
    async joined(userId: string, at?: Date): Promise<void> {
      await db
        .insert(activities)
        .values({ userId, action: ACTIONS.joined, dayKey: 'once', ...(at ? { createdAt: at, lastAt: at } : {}) })
        .onConflictDoNothing();
    },

    /** One row per user, action and Nairobi day, its count raised on each occurrence ('Profile viewed'). */
    async addToDay(userId: string, action: string, count = 1, at: Date = new Date()): Promise<void> {
      await db
        .insert(activities)
        .values({ userId, action, count, dayKey: nairobiDay(at), createdAt: at, lastAt: at })
        .onConflictDoUpdate({
          target: [activities.userId, activities.action, activities.dayKey],
          set: {
            count: sql`${activities.count} + excluded.count`,
            lastAt: sql`greatest(${activities.lastAt}, excluded.last_at)`,
          },
        });
    },

    /** The latest activities, newest first; `createdAt` is when each last happened. */
    async recent(userId: string, limit = RECENT_ACTIVITIES_LIMIT): Promise<Activity[]> {
      const rows = await db
        .select()
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.lastAt), desc(activities.createdAt))
        .limit(limit);
      return rows.map((r) => ({ _id: r.id, action: r.action, count: r.count, createdAt: r.lastAt.toISOString() }));
    },
  };
}
export type ActivitiesRepository = ReturnType<typeof activitiesRepository>;
