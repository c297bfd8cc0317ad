import type { Tx } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer, MailMessage } from './mailer';

/** The queue every e-mail goes through (ADR 0016): stored in PostgreSQL, retried with backoff. */
export const MAIL_QUEUE = 'mail';

/** This process sends queued e-mails through `mailer`; a failed send is retried (6 tries, from 30 s). */
export async function workMailQueue(jobs: JobQueue, mailer: Mailer): Promise<void> {
  await jobs.work<MailMessage>(MAIL_QUEUE, (message) => mailer.send(message), { retryLimit: 6, retryDelaySeconds: 30 });
}

/**
 * Queues an e-mail; it is sent by whichever process takes the job, even after a restart. Within
 * `tx`, it is queued only if the transaction commits.
 */
export function queueMail(jobs: JobQueue, message: MailMessage, tx?: Tx): Promise<void> {
  return jobs.send(MAIL_QUEUE, message, tx ? { tx } : {});
}

/** A Mailer whose `send` queues: it resolves once the e-mail is stored in the queue, not sent. */
export function queuedMailer(jobs: JobQueue): Mailer {
  return { send: (message) => queueMail(jobs, message) };
}
