import { localePath } from '@studio/shared/i18n/locales';
import {
  type HelpArticle,
  type HelpArticleInput,
  type HelpArticleSummary,
  paths,
  type StudioHelpArticle,
  type StudioSupportTicket,
  type SupportTicket,
  type SupportTicketRequest,
  type SupportTicketState,
  studioSupportTexts as texts,
} from '@studio/shared';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { inLocale } from '../../lib/request-context';
import { markdownToText, renderMarkdown } from '../../lib/markdown';
import { renderMail } from '../../mail/layout';
import type { Mailer } from '../../mail/mailer';
import { auditRepository, type StaffActor } from '../audit/audit.repository';
import type { NotificationRow } from '../notifications/notifications.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import { type HelpArticleRow, supportRepository, toStudioHelpArticle } from './support.repository';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

export interface SupportDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  notifications: Pick<NotificationsService, 'create' | 'dispatch'>;
  publicUrl: string;
  log: Logger;
}

/** The queue of answers' e-mails, and the sweep that re-queues those whose job was lost. */
export const SUPPORT_MAIL_QUEUE = 'support-answer-mail';
export const SUPPORT_MAIL_SWEEP_QUEUE = 'support-answer-mail-sweep';
/** An owed e-mail with no job after this long had its job lost (the process died after the commit). */
const LOST_AFTER_MS = 2 * 60_000;
/** An e-mail still owed after this long is given up on; the answer stays on the ticket. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const INBOX_PAGE_SIZE = 25;
const EXCERPT_LENGTH = 180;
const articleNotFound = () => new AppError('NOT_FOUND', texts.articleNotFound);
const ticketNotFound = () => new AppError('NOT_FOUND', texts.ticketNotFound);

const excerptOf = (body: string) => {
  // Each line (a paragraph, a list item, a heading) ends as a sentence, so they do not run together.
  const plain = markdownToText(body)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;…]$/.test(line) ? line : `${line}.`))
    .join(' ')
    .replace(/\s+/g, ' ');
  return plain.length <= EXCERPT_LENGTH ? plain : `${plain.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
};

/** What the audit log keeps of an article. */
const articleState = (r: HelpArticleRow) => ({ title: r.title, status: r.status, body: r.body });

/**
 * Support (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): help articles the console writes and photographers read, and tickets a
 * photographer opens and the studio answers (stored on the ticket, e-mailed through the mail queue,
 * and told in-app), closes and reopens. Every console change and its audit entry are one
 * transaction, on the locked row.
 */
export function supportService(deps: SupportDeps) {
  const { db, jobs, mailer, notifications, publicUrl, log } = deps;
  const repo = supportRepository(db);

  /** After the commit: the owed e-mails go to the queue; a queue failure is logged (the sweep sends them). */
  const deliver = async (rows: NotificationRow[], answers: string[]) => {
    await notifications.dispatch(rows);
    for (const id of answers)
      await jobs
        .send(SUPPORT_MAIL_QUEUE, { id }, { singletonKey: id })
        .catch((err) => log.error({ err, answer: id }, 'could not queue a support answer; the sweep will'));
  };

  const sendOwedMail = (id: string) =>
    repo.withOwedMail(id, (answer) =>
      mailer.send({
        to: answer.email,
        // In the ticket owner's language, whatever request may be running (docs/rules/public-pages.md#languages),
        // its link to their language's page.
        ...inLocale(answer.language, () =>
          renderMail({
            subject: texts.answerMailSubject({ subject: answer.subject }),
            paragraphs: [texts.answerMailGreeting({ name: answer.name }), texts.answerMailIntro, answer.body],
            action: {
              label: texts.answerMailAction,
              url: `${publicUrl}${localePath(paths.photographerSupport, answer.language)}`,
            },
            footer: texts.answerMailFooter,
          }),
        ),
      }),
    );

  const sweep = async (now = new Date()) => {
    await repo.abandonOwedBefore(new Date(now.getTime() - GIVE_UP_AFTER_MS));
    for (const id of await repo.owedBefore(new Date(now.getTime() - LOST_AFTER_MS)))
      await jobs.send(SUPPORT_MAIL_QUEUE, { id }, { singletonKey: id });
  };

  /** One console change of one ticket, on its locked row. */
  const changeTicket = async (
    actor: StaffActor,
    id: string,
    action: string,
    work: (
      tx: Parameters<Parameters<typeof repo.transaction>[0]>[0],
      t: NonNullable<Awaited<ReturnType<typeof repo.lockTicket>>>,
    ) => Promise<{ rows: NotificationRow[]; answers: string[] }>,
  ): Promise<StudioSupportTicket> => {
    const owed = await repo.transaction(async (tx) => {
      const ticket = await repo.lockTicket(tx, id);
      if (!ticket) throw ticketNotFound();
      const out = await work(tx, ticket);
      const after = (await repo.ticket(id, tx))!;
      await auditRepository(tx).record(actor, {
        action,
        targetType: 'support-ticket',
        targetId: id,
        targetLabel: ticket.subject,
        before: { state: ticket.state },
        after: { state: after.state, ...(action === 'support.answer' ? { answer: after.messages.at(-1)?.body } : {}) },
      });
      return out;
    });
    await deliver(owed.rows, owed.answers);
    return (await repo.studioTicket(id))!;
  };

  return {
    /** This process sends answers' e-mails and, once a minute across all processes, sweeps lost ones. */
    async startWorkers(): Promise<void> {
      await jobs.work<{ id: string }>(SUPPORT_MAIL_QUEUE, ({ id }) => sendOwedMail(id), {
        retryLimit: 6,
        retryDelaySeconds: 30,
      });
      await jobs.work(SUPPORT_MAIL_SWEEP_QUEUE, () => sweep(), { cron: '* * * * *', retryLimit: 0 });
    },

    sweep,

    // The photographer's side

    async articles(q?: string): Promise<HelpArticleSummary[]> {
      const rows = await repo.publishedArticles(q);
      return rows.map((r) => ({ id: r.id, title: r.title, excerpt: excerptOf(r.body) }));
    },

    async publishedArticle(id: string): Promise<HelpArticle> {
      const row = await repo.article(id);
      if (!row || row.status !== 'published') throw articleNotFound();
      return { id: row.id, title: row.title, html: renderMarkdown(row.body) };
    },

    myTickets: (userId: string) => repo.ticketsOf(userId),

    async openTicket(userId: string, input: SupportTicketRequest): Promise<SupportTicket> {
      const id = await repo.transaction(async (tx) => {
        const ticket = await repo.insertTicket(tx, userId, input.subject);
        await repo.addMessage(tx, ticket.id, { author: 'photographer', authorUserId: userId, body: input.message });
        return ticket.id;
      });
      return (await repo.ticket(id))!;
    },

    /** A follow-up on the photographer's own ticket: someone else's is 404, a closed one 409. */
    async followUp(userId: string, id: string, message: string): Promise<SupportTicket> {
      await repo.transaction(async (tx) => {
        const ticket = await repo.lockTicket(tx, id);
        if (!ticket || ticket.userId !== userId) throw ticketNotFound();
        if (ticket.state === 'closed') throw new AppError('CONFLICT', texts.ticketClosedForYou);
        await repo.addMessage(tx, id, { author: 'photographer', authorUserId: userId, body: message });
        await repo.setState(tx, id, 'open');
      });
      return (await repo.ticket(id))!;
    },

    // The console: help articles

    async studioArticles(): Promise<StudioHelpArticle[]> {
      return (await repo.allArticles()).map(toStudioHelpArticle);
    },

    async createArticle(actor: StaffActor, input: HelpArticleInput): Promise<StudioHelpArticle> {
      const row = await repo.transaction(async (tx) => {
        const created = await repo.insertArticle(tx, input);
        await auditRepository(tx).record(actor, {
          action: 'help-article.create',
          targetType: 'help-article',
          targetId: created.id,
          targetLabel: created.title,
          after: articleState(created),
        });
        return created;
      });
      return toStudioHelpArticle(row);
    },

    async updateArticle(actor: StaffActor, id: string, input: HelpArticleInput): Promise<StudioHelpArticle> {
      const row = await repo.transaction(async (tx) => {
        const before = await repo.lockArticle(tx, id);
        if (!before) throw articleNotFound();
        const after = await repo.updateArticle(tx, id, input);
        await auditRepository(tx).record(actor, {
          action: 'help-article.update',
          targetType: 'help-article',
          targetId: id,
          targetLabel: after.title,
          before: articleState(before),
          after: articleState(after),
        });
        return after;
      });
      return toStudioHelpArticle(row);
    },

    async deleteArticle(actor: StaffActor, id: string): Promise<void> {
      await repo.transaction(async (tx) => {
        const before = await repo.lockArticle(tx, id);
        if (!before) throw articleNotFound();
        await repo.deleteArticle(tx, id);
        await auditRepository(tx).record(actor, {
          action: 'help-article.delete',
          targetType: 'help-article',
          targetId: id,
          targetLabel: before.title,
          before: articleState(before),
        });
      });
    },

    /** A new order: every article's id exactly once, else 400 and nothing changes. */
    async reorder(actor: StaffActor, ids: string[]): Promise<StudioHelpArticle[]> {
      await repo.transaction(async (tx) => {
        const rows = await repo.lockAllArticles(tx);
        const known = new Set(rows.map((r) => r.id));
        if (ids.length !== rows.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
          throw new AppError('VALIDATION', texts.orderInvalid, { ids: [texts.orderInvalid] });
        for (const [position, id] of ids.entries()) await repo.setPosition(tx, id, position);
        await auditRepository(tx).record(actor, {
          action: 'help-article.reorder',
          targetType: 'help-article',
          targetLabel: `${ids.length} help articles`,
          before: { order: rows.map((r) => r.title) },
          after: { order: ids.map((id) => rows.find((r) => r.id === id)!.title) },
        });
      });
      return this.studioArticles();
    },

    // The console: the Support inbox

    async inbox(state: SupportTicketState | 'all' = 'all', page = 1) {
      const { rows, total } = await repo.inbox(state, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE });
      return {
        data: rows,
        meta: {
          page,
          pageSize: INBOX_PAGE_SIZE,
          total,
          totalPages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
        },
      };
    },

    async studioTicket(id: string): Promise<StudioSupportTicket> {
      const ticket = await repo.studioTicket(id);
      if (!ticket) throw ticketNotFound();
      return ticket;
    },

    /** The studio's answer: stored on the ticket, e-mailed to the photographer, told in-app. */
    answer(actor: StaffActor, id: string, message: string): Promise<StudioSupportTicket> {
      return changeTicket(actor, id, 'support.answer', async (tx, ticket) => {
        if (ticket.state === 'closed') throw new AppError('CONFLICT', texts.ticketClosed);
        const answer = await repo.addMessage(tx, id, { author: 'studio', authorUserId: actor.id, body: message });
        await repo.setState(tx, id, 'answered');
        // The answer's own e-mail is owed by its row (sent through the queue); the notification is for the dashboard only.
        const rows = await notifications.create(
          tx,
          [
            {
              userId: ticket.userId,
              kind: 'studio',
              // Stored once for its reader: in the ticket owner's language (ADR 0046).
              ...inLocale(ticket.language, () => ({
                title: texts.answerNoticeTitle({ subject: ticket.subject }),
                body: texts.answerNoticeBody,
              })),
              link: paths.photographerSupport,
            },
          ],
          { mail: false },
        );
        return { rows, answers: [answer] };
      });
    },

    close(actor: StaffActor, id: string): Promise<StudioSupportTicket> {
      return changeTicket(actor, id, 'support.close', async (tx, ticket) => {
        if (ticket.state === 'closed') throw new AppError('CONFLICT', texts.ticketAlreadyClosed);
        await repo.setState(tx, id, 'closed');
        return { rows: [], answers: [] };
      });
    },

    reopen(actor: StaffActor, id: string): Promise<StudioSupportTicket> {
      return changeTicket(actor, id, 'support.reopen', async (tx, ticket) => {
        if (ticket.state !== 'closed') throw new AppError('CONFLICT', texts.ticketNotClosed);
        await repo.setState(tx, id, 'open');
        return { rows: [], answers: [] };
      });
    },
  };
}
export type SupportService = ReturnType<typeof supportService>;
