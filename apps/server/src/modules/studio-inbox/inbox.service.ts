import { formatDate } from '@studio/shared/i18n/format';
import type { Locale } from '@studio/shared/i18n/locales';
import { type InboxState, type InboxThread, STUDIO_NAME, studioMailTexts } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { inLocale } from '../../lib/request-context';
import { renderMail } from '../../mail/layout';
import type { Tx } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import { type AuditActor, auditRepository } from '../audit/audit.repository';
import type { InboxRepository } from './inbox.repository';

export const INBOX_PAGE_SIZE = 25;

const notFound = () => new AppError('NOT_FOUND', studioMailTexts.messageNotFound);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const stateOf = (m: { readAt: string | null; handledAt: string | null; archivedAt: string | null }) => ({
  read: m.readAt !== null,
  handled: m.handledAt !== null,
  archived: m.archivedAt !== null,
});

/** The e-mail that carries a staff member's answer to the person who wrote. */
export function replyMail(
  message: { name: string; email: string; message: string; createdAt: string; language: Locale },
  text: string,
  replyTo: string,
): MailMessage {
  const quoted = message.message.length > 1500 ? `${message.message.slice(0, 1500)}…` : message.message;
  return {
    to: message.email,
    replyTo,
    // The staff member's words as written, framed in the language of the page the message came from.
    ...inLocale(message.language, () =>
      renderMail({
        subject: studioMailTexts.replySubject({ name: oneLine(message.name).slice(0, 60) }),
        paragraphs: [
          ...text.split(/\n{2,}/).map((p) => p.trim()),
          studioMailTexts.replyQuoteIntro({ date: formatDate(message.createdAt, 'dateTime') }),
          quoted,
        ],
        footer: studioMailTexts.replyFooter({ studio: STUDIO_NAME }),
      }),
    ),
  };
}

/**
 * The studio console's inbox (docs/rules/history.md#issue-14): contact messages read, handled, archived and answered.
 * Each change and its audit entry are one transaction; an answer is queued for e-mail (ADR 0016)
 * inside that transaction, so a stored answer is never left unsent by a failing queue.
 */
export function inboxService(deps: {
  repo: InboxRepository;
  /** Queues on `tx`'s own connection: one request never holds two of the pool's (ADR 0036). */
  queueMail: (message: MailMessage, tx: Tx) => Promise<void>;
  replyTo: string;
}) {
  const { repo, queueMail, replyTo } = deps;

  const thread = async (id: string): Promise<InboxThread> => {
    const message = await repo.find(id);
    if (!message) throw notFound();
    return { message, replies: await repo.replies(id) };
  };

  /** One change of one message on its locked row, with its audit entry. */
  const change = async (
    actor: AuditActor,
    id: string,
    action: (before: InboxThread['message']) => string | null,
    values: Record<string, ReturnType<typeof sql> | null>,
  ): Promise<InboxThread> => {
    await repo.transaction(async (tx) => {
      const before = await repo.find(id, tx, true);
      if (!before) throw notFound();
      const name = action(before);
      // Asking for the state it is in already changes nothing and logs nothing.
      if (!name) return;
      await repo.set(tx, id, values);
      const after = (await repo.find(id, tx))!;
      await auditRepository(tx).record(actor, {
        action: name,
        targetType: 'contact_message',
        targetId: id,
        targetLabel: `${oneLine(before.name).slice(0, 60)} <${before.email}>`,
        before: stateOf(before),
        after: stateOf(after),
      });
    });
    return thread(id);
  };

  return {
    async list(q: string | undefined, state: InboxState = 'open', page = 1) {
      const [{ rows, total }, summary] = await Promise.all([
        repo.page({ q, state }, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE),
        repo.summary(),
      ]);
      return {
        data: rows,
        meta: {
          page,
          pageSize: INBOX_PAGE_SIZE,
          total,
          totalPages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
        },
        unread: summary.unread,
      };
    },

    summary: () => repo.summary(),

    /** Opens a message: it counts as read from now on. */
    async read(id: string): Promise<InboxThread> {
      await repo.markRead(id);
      return thread(id);
    },

    setHandled: (actor: AuditActor, id: string, handled: boolean) =>
      change(
        actor,
        id,
        (m) => (handled === (m.handledAt !== null) ? null : handled ? 'inbox.handle' : 'inbox.reopen'),
        { handledAt: handled ? sql`now()` : null },
      ),

    setArchived: (actor: AuditActor, id: string, archived: boolean) =>
      change(
        actor,
        id,
        (m) => (archived === (m.archivedAt !== null) ? null : archived ? 'inbox.archive' : 'inbox.unarchive'),
        { archivedAt: archived ? sql`now()` : null },
      ),

    /** Stores the answer, marks the message read and handled, and queues the e-mail to its sender. */
    async reply(actor: AuditActor, id: string, text: string): Promise<InboxThread> {
      await repo.transaction(async (tx) => {
        const before = await repo.find(id, tx, true);
        if (!before) throw notFound();
        const reply = await repo.insertReply(tx, {
          messageId: id,
          authorUserId: actor.id,
          authorEmail: actor.email,
          body: text,
        });
        await repo.set(tx, id, {
          readAt: sql`coalesce(read_at, now())`,
          handledAt: sql`coalesce(handled_at, now())`,
        });
        const after = (await repo.find(id, tx))!;
        await auditRepository(tx).record(actor, {
          action: 'inbox.reply',
          targetType: 'contact_message',
          targetId: id,
          targetLabel: `${oneLine(before.name).slice(0, 60)} <${before.email}>`,
          before: stateOf(before),
          after: { ...stateOf(after), reply: { id: reply.id, text } },
        });
        await queueMail(replyMail(before, text, replyTo), tx);
      });
      return thread(id);
    },
  };
}
export type InboxService = ReturnType<typeof inboxService>;
