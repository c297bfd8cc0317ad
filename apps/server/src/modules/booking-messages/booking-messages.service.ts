import fs from 'node:fs/promises';
import {
  type BookingMessage,
  type BookingStatus,
  type Conversation,
  type ConversationBooking,
  type ConversationSide,
  conversationMessages,
  conversationTexts,
  paths,
  type ThreadSummary,
  type UnreadMessages,
} from '@studio/shared';
import { DEFAULT_LOCALE } from '@studio/shared/i18n/locales';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inLocale } from '../../lib/request-context';
import type { NotificationsService } from '../notifications/notifications.service';
import { type ImageVariants, makeImageVariants } from '../uploads/image-variants';
import { randomStem } from '../uploads/media-store';
import type { ReceivedFile } from '../uploads/receive-file';
import type { UserRow } from '../users/users.repository';
import { avatarUrl } from '../users/current-user';
import { type BookingMessageRow, bookingMessagesRepository, type ThreadBooking } from './booking-messages.repository';
import { type MessageImageStore, messageImagesPath } from './message-images';
import type { Logger as AppLogger } from '../../lib/log';

/**
 * What is written to another user (a notification, its e-mail) is in that user's language
 * (docs/rules/public-pages.md#languages), whatever the language of the request: written inside
 * `inLocale(theirLanguage, ...)`, where these words read the current language.
 */
const toRecipient = conversationMessages.current;

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'warn'>;

/** ADR 0018: a declined, expired or cancelled booking's conversation is read-only. */
const CLOSED: ReadonlySet<BookingStatus> = new Set(['declined', 'expired', 'cancelled']);
export const canWriteIn = (status: BookingStatus) => !CLOSED.has(status);

const EXCERPT_MAX = 140;
const excerpt = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
};

/** Where each side opens the thread (the notification's and the e-mail's link). */
export function threadLink(side: ConversationSide, bookingId: string): string {
  return side === 'client'
    ? `${paths.dashboardMessages}?request=${bookingId}`
    : `${paths.photographerBookings}?request=${bookingId}&thread=1`;
}

/** Someone who is neither side learns nothing, not even that the booking exists (404). */
const notFound = () => new AppError('NOT_FOUND', conversationTexts.notFound);

function sideOf(thread: ThreadBooking, user: UserRow): ConversationSide | undefined {
  if (thread.photographer.ownerId === user.id) return 'photographer';
  if (thread.request.clientUserId === user.id) return 'client';
  return undefined;
}

function toBooking(thread: ThreadBooking, side: ConversationSide): ConversationBooking {
  const r = thread.request;
  return {
    id: r.id,
    status: r.status,
    service: r.service,
    eventDate: r.eventDate,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    side,
    clientName: r.clientName,
    photographer: {
      _id: thread.photographer.id,
      name: thread.photographer.name,
      profile_picture: avatarUrl(thread.photographer.avatarFile) ?? thread.photographer.libraryAvatarUrl,
    },
    canWrite: canWriteIn(r.status),
  };
}

function toMessage(
  row: BookingMessageRow & { authorName?: string | null },
  thread: ThreadBooking,
  side: ConversationSide,
): BookingMessage {
  const authorName =
    row.authorRole === 'photographer'
      ? thread.photographer.name
      : thread.request.clientName || row.authorName || conversationTexts.you;
  return {
    id: row.id,
    author: row.authorRole,
    authorName,
    mine: row.authorRole === side,
    body: row.body,
    images: row.images.map(({ base, widths, width, height, placeholder }) => ({
      base,
      widths,
      width,
      height,
      placeholder,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A conversation per booking (docs/rules/history.md#issue-12, ADR 0018): only the booking's client and its photographer
 * read and write; each new message notifies the other side, e-mailed at most once per
 * MESSAGE_MAIL_INTERVAL_MINUTES per thread.
 */
export function bookingMessagesService(deps: {
  db: Db;
  notifications: NotificationsService;
  images: MessageImageStore;
  log: Logger;
}) {
  const { notifications, images, log } = deps;
  const repo = bookingMessagesRepository(deps.db);

  /** The booking and the caller's side in it; 404 for anyone else. */
  async function access(user: UserRow, bookingId: string) {
    const thread = await repo.findThread(bookingId);
    const side = thread && sideOf(thread, user);
    if (!thread || !side) throw notFound();
    return { thread, side };
  }

  return {
    access,

    /** GET: the booking and its messages, oldest first; marks the thread read for the caller. */
    async read(user: UserRow, bookingId: string): Promise<Conversation> {
      const { thread, side } = await access(user, bookingId);
      const [rows, moves] = await Promise.all([repo.messages(bookingId), repo.moves(bookingId)]);
      const last = rows[rows.length - 1];
      if (last) await repo.markRead(bookingId, side, last.id);
      await notifications.markReadForBooking(user.id, bookingId, ['message']);
      return {
        booking: toBooking(thread, side),
        messages: rows.map((r) => toMessage(r, thread, side)),
        moves: moves.map((e) => ({
          actor: e.actorRole,
          from: e.fromStatus,
          to: e.toStatus,
          note: e.note,
          at: e.createdAt.toISOString(),
        })),
      };
    },

    /** Refuses a closed booking before any picture is read (409). */
    assertWritable(thread: ThreadBooking) {
      if (!canWriteIn(thread.request.status)) throw new AppError('CONFLICT', conversationTexts.closed);
    },

    /**
     * POST: stores the message (pictures made into web variants first, in `tmpDir`), notifies the
     * other side in the same transaction, then queues the e-mail if one is owed.
     */
    async post(
      user: UserRow,
      bookingId: string,
      body: string,
      received: ReceivedFile[] = [],
      tmpDir?: string,
    ): Promise<BookingMessage> {
      const { thread: before, side } = await access(user, bookingId);
      if (!canWriteIn(before.request.status)) throw new AppError('CONFLICT', conversationTexts.closed);
      const typeError = () => new AppError('UNSUPPORTED_MEDIA_TYPE', conversationTexts.imageType);
      const processed: (ImageVariants & { stem: string })[] = [];
      for (const file of received) {
        const stem = randomStem();
        const variants = await makeImageVariants(file.path, tmpDir!, stem, typeError);
        await fs.rm(file.path, { force: true });
        processed.push({ stem, ...variants });
      }
      const base = messageImagesPath(bookingId);
      let moved: string[] = [];
      try {
        const { message, created, thread } = await repo.transaction(async (tx) => {
          // Read again under a row lock: the booking may have closed meanwhile.
          const thread = await repo.lockThread(tx, bookingId);
          if (!thread) throw notFound();
          if (!canWriteIn(thread.request.status)) throw new AppError('CONFLICT', conversationTexts.closed);
          const message = await repo.insert(tx, {
            bookingRequestId: bookingId,
            authorUserId: user.id,
            authorRole: side,
            body,
            images: processed.map((p) => ({
              base: `${base}/${p.stem}`,
              widths: p.widths,
              width: p.width,
              height: p.height,
              placeholder: p.placeholder,
            })),
          });
          const other = repo.otherSide(side);
          const otherUserId = other === 'client' ? thread.request.clientUserId : thread.photographer.ownerId;
          let created: Awaited<ReturnType<NotificationsService['create']>> = [];
          if (otherUserId) {
            const mail = await repo.claimMail(tx, bookingId, other);
            const from = side === 'photographer' ? thread.photographer.name : thread.request.clientName;
            const language =
              other === 'client' ? (thread.clientLanguage ?? DEFAULT_LOCALE) : thread.photographer.language;
            created = await notifications.create(
              tx,
              [
                {
                  userId: otherUserId,
                  kind: 'message',
                  bookingRequestId: bookingId,
                  ...inLocale(language, () => ({
                    title: toRecipient.notificationTitle({ from }),
                    body: toRecipient.notificationBody({ service: thread.request.service, excerpt: excerpt(body) }),
                  })),
                  link: threadLink(other, bookingId),
                },
              ],
              { mail },
            );
          }
          if (processed.length) {
            moved = await images.moveIn(
              bookingId,
              processed.flatMap((p) => p.files.map((f) => ({ from: f.path, name: f.name }))),
            );
          }
          return { message, created, thread };
        });
        await notifications.dispatch(created);
        // Writing is reading: the author's own mark moves past their message.
        await repo.markRead(bookingId, side, message.id).catch((err) => {
          log.warn({ err, bookingId }, 'could not move the read mark');
        });
        return toMessage(message, thread, side);
      } catch (err) {
        await images.removeStored(moved);
        throw err;
      }
    },

    async unread(user: UserRow): Promise<UnreadMessages> {
      const byBooking = await repo.unreadFor(user.id);
      return { byBooking, total: Object.values(byBooking).reduce((a, b) => a + b, 0) };
    },

    async threads(user: UserRow, as?: 'received' | 'sent'): Promise<ThreadSummary[]> {
      const list = await repo.listThreads(user.id, as);
      const [last, unread] = await Promise.all([
        repo.lastMessages(list.map((t) => t.request.id)),
        repo.unreadFor(user.id),
      ]);
      return list.map((thread) => {
        const side = sideOf(thread, user)!;
        const m = last.get(thread.request.id);
        return {
          booking: toBooking(thread, side),
          lastMessage: m
            ? {
                author: m.authorRole,
                body: excerpt(m.body),
                imageCount: m.images.length,
                createdAt: m.createdAt.toISOString(),
              }
            : null,
          unread: unread[thread.request.id] ?? 0,
        };
      });
    },

    /** Before a photographer's account goes: the pictures of the bookings sent to them. */
    async removeForAccount(userId: string): Promise<void> {
      for (const id of await repo.bookingIdsOfOwner(userId)) await images.removeBooking(id);
    },
  };
}
export type BookingMessagesService = ReturnType<typeof bookingMessagesService>;
