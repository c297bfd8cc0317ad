import { BOOKING_MESSAGE_IMAGES_MAX, BOOKING_MESSAGE_MAX, IMAGE_MAX_BYTES } from '../constants';

/**
 * A conversation per booking (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle, ADR 0018): the client's Messages page, the thread the
 * photographer opens from Booking requests, the e-mail about new messages and the API's messages.
 */
export const conversationTexts = {
  pageTitle: 'Messages',
  pageEyebrow: 'Your bookings',
  pageIntro: 'One conversation per booking: write to the photographer, share pictures and follow the answers.',
  listLabel: 'Your conversations',
  listFailure: 'Failed to load your conversations.',
  listEmpty: 'You have not sent any inquiries yet.',
  noMessagesYet: 'No messages yet.',
  threadFailure: 'Failed to load this conversation.',
  threadEmpty: 'No messages yet. Write the first one.',
  unreadBadge: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  openThread: (unread: number) => (unread > 0 ? `Messages (${unread} unread)` : 'Messages'),
  backToList: 'All conversations',
  you: 'You',
  composerLabel: 'Your message',
  composerPlaceholder: 'Write a message… (Enter to send, Shift+Enter for a new line)',
  /** docs/rules/history.md#issue-23: on a phone, Enter starts a new line and the Send button sends: no talk of keys. */
  composerPlaceholderTouch: 'Write a message… (tap Send when it is ready)',
  counter: (used: number) => `${used} / ${BOOKING_MESSAGE_MAX}`,
  attach: 'Add pictures',
  removeImage: (name: string) => `Remove ${name}`,
  send: 'Send',
  sending: 'Sending…',
  sendFailed: 'Your message was not sent.',
  retry: 'Try again',
  closedNotice: 'This booking is closed: its conversation can be read but no longer written in.',
  imageAlt: (author: string) => `Picture sent by ${author}`,
  // The API's messages.
  bodyRequired: 'Write a message.',
  bodyTooLong: `A message can be at most ${BOOKING_MESSAGE_MAX} characters.`,
  tooManyImages: `A message can carry at most ${BOOKING_MESSAGE_IMAGES_MAX} pictures.`,
  imageType: 'Please attach JPEG, PNG, WebP or AVIF pictures.',
  imageTooLarge: `Each picture must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  wrongField: "Send the text in the field 'body' and the pictures in the field 'image'.",
  closed: 'This booking is closed (declined, expired or cancelled), so no new messages can be sent.',
  notFound: 'Booking request not found.',
  // Notifications and e-mail.
  notificationTitle: (from: string) => `New message from ${from}`,
  notificationBody: (service: string, excerpt: string) => `About ${service}: ${excerpt}`,
} as const;
