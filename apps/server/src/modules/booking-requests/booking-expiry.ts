import type { JobQueue } from '../../jobs/job-queue';

/** The queue of the expiry sweep: its cron sends one job a minute, whatever the number of processes. */
export const BOOKING_EXPIRY_QUEUE = 'booking-expiry';

/**
 * docs/rules/history.md#issue-12 (ADR 0016): pending requests unanswered for BOOKING_EXPIRY_HOURS expire. The job is a
 * row in PostgreSQL, so a restart loses no tick, and the sweep is one idempotent UPDATE, so a tick
 * handled twice (or two at once) expires each request once. Not retried: the next tick is a minute away.
 */
export async function startBookingExpiry(jobs: JobQueue, sweep: (now: Date) => Promise<unknown>): Promise<void> {
  await jobs.work(
    BOOKING_EXPIRY_QUEUE,
    async () => {
      await sweep(new Date());
    },
    { cron: '* * * * *', retryLimit: 0 },
  );
}
