import { z } from 'zod';
import { BOOKING_MESSAGE_MAX, BOOKING_STATUSES } from '../constants';
import { conversationTexts } from '../texts/conversations';
import { bookingEventSchema } from './marketplace';

/**
 * A picture in a message: `${base}-${w}.webp` and `.avif` for each of `widths`. `base` is an API
 * path that only the booking's two sides may read (ADR 0018), never the public uploads folder.
 */
export const messageImageSchema = z.object({
  base: z.string(),
  widths: z.array(z.number().int()),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
});
export type MessageImage = z.infer<typeof messageImageSchema>;

export const CONVERSATION_SIDES = ['client', 'photographer'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** One message of a booking's conversation. `mine`: written by the caller. */
export const bookingMessageSchema = z.object({
  id: z.string(),
  author: z.enum(CONVERSATION_SIDES),
  authorName: z.string(),
  mine: z.boolean(),
  body: z.string(),
  images: z.array(messageImageSchema),
  createdAt: z.string(),
});
export type BookingMessage = z.infer<typeof bookingMessageSchema>;

/** What a thread shows at its top: the booking it is about, seen from the caller's side. */
export const conversationBookingSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  service: z.string(),
  eventDate: z.nullable(z.string()),
  /** The inquiry that opened the booking. */
  message: z.string(),
  createdAt: z.string(),
  side: z.enum(CONVERSATION_SIDES),
  clientName: z.string(),
  photographer: z.object({ _id: z.string(), name: z.string(), profile_picture: z.nullable(z.string()) }),
  /** False once the booking is declined, expired or cancelled (ADR 0018). */
  canWrite: z.boolean(),
});
export type ConversationBooking = z.infer<typeof conversationBookingSchema>;

/**
 * GET /api/booking-requests/:id/messages: the booking, its messages oldest first, and the moves of
 * its timeline after its creation (accepted, declined, cancelled, expired, completed, with their
 * note) to show among them.
 */
export const conversationSchema = z.object({
  booking: conversationBookingSchema,
  messages: z.array(bookingMessageSchema),
  moves: z.array(bookingEventSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /api/booking-requests/:id/messages (JSON, or multipart with `body` and up to 4 `image`). */
export const postMessageSchema = z.object({
  body: z
    .string({ error: () => conversationTexts.bodyRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => conversationTexts.bodyRequired, abort: true }),
      z.maxLength(BOOKING_MESSAGE_MAX, { error: () => conversationTexts.bodyTooLong }),
    ),
});
export type PostMessage = z.infer<typeof postMessageSchema>;
export const postMessageResponseSchema = z.object({ message: bookingMessageSchema });

/** GET /api/booking-requests/unread: messages from the other side after the caller's read mark. */
export const unreadMessagesSchema = z.object({
  total: z.number().int(),
  byBooking: z.record(z.string(), z.number().int()),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** GET /api/booking-requests/threads?as=sent|received: the caller's conversations, latest first. */
export const threadListQuerySchema = z.object({
  as: z.optional(z.enum(['received', 'sent'], "'as' must be received or sent.")),
});
export const threadSummarySchema = z.object({
  booking: conversationBookingSchema,
  lastMessage: z.nullable(
    z.object({
      author: z.enum(CONVERSATION_SIDES),
      body: z.string(),
      imageCount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  unread: z.number().int(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
export const threadListSchema = z.array(threadSummarySchema);
