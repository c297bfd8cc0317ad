import type { JobQueue } from '../../jobs/job-queue';

/** The queue of the scheduled posts' publisher. */
export const BLOG_PUBLISH_QUEUE = 'blog-publish';

/**
 * ADR 0023: scheduled posts are published by a job on the durable queue (ADR 0016), so a restart
 * loses none. A cron tick a minute sweeps every post whose time has come, and a job sent for a
 * post's exact time runs the same sweep then; the sweep is idempotent, so a tick handled twice,
 * two at once, or an exact-time job after the cron already published the post change nothing.
 */
export async function startBlogPublisher(jobs: JobQueue, sweep: (now: Date) => Promise<unknown>) {
  await jobs.work(
    BLOG_PUBLISH_QUEUE,
    async () => {
      await sweep(new Date());
    },
    { cron: '* * * * *', retryLimit: 2, retryDelaySeconds: 10 },
  );
  return (at: Date) => jobs.send(BLOG_PUBLISH_QUEUE, {}, { startAfter: at });
}
