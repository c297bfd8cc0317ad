/**
 * A conversation per booking (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle, ADR 0018): the client's Messages page, the thread the
 * photographer opens from Booking requests, the e-mail about new messages and the API's messages.
 * Not worded by the spec; written in its voice.
 */
export default {
  pageTitle: 'Messages',
  pageEyebrow: 'Your bookings',
  pageIntro: 'One conversation per booking: write to the photographer, share pictures and follow the answers.',
  listLabel: 'Your conversations',
  listFailure: 'Failed to load your conversations.',
  listEmpty: 'You have not sent any inquiries yet.',
  noMessagesYet: 'No messages yet.',
  threadFailure: 'Failed to load this conversation.',
  threadEmpty: 'No messages yet. Write the first one.',
  /** A conversation's unread count, for assistive technology. */
  unreadBadge: '{count, plural, one {# unread message} other {# unread messages}}',
  /** The button that opens a booking's thread. */
  openThread: '{unread, plural, =0 {Messages} other {Messages (# unread)}}',
  backToList: 'All conversations',
  you: 'You',
  composerLabel: 'Your message',
  composerPlaceholder: 'Write a message… (Enter to send, Shift+Enter for a new line)',
  /** docs/rules/history.md#issue-23: on a phone, Enter starts a new line and the Send button sends: no talk of keys. */
  composerPlaceholderTouch: 'Write a message… (tap Send when it is ready)',
  /** The composer's count: `used` characters of `max` (BOOKING_MESSAGE_MAX). */
  counter: '{used} / {max}',
  attach: 'Add pictures',
  /** `name`: the picture's file name. */
  removeImage: 'Remove {name}',
  send: 'Send',
  sending: 'Sending…',
  sendFailed: 'Your message was not sent.',
  retry: 'Try again',
  closedNotice: 'This booking is closed: its conversation can be read but no longer written in.',
  imageAlt: 'Picture sent by {author}',
  // The API's messages.
  bodyRequired: 'Write a message.',
  /** `max`: BOOKING_MESSAGE_MAX. */
  bodyTooLong: 'A message can be at most {max} characters.',
  /** `max`: BOOKING_MESSAGE_IMAGES_MAX. */
  tooManyImages: 'A message can carry at most {max} pictures.',
  imageType: 'Please attach JPEG, PNG, WebP or AVIF pictures.',
  /** `megabytes`: IMAGE_MAX_BYTES in MB. */
  imageTooLarge: 'Each picture must be at most {megabytes} MB.',
  wrongField: "Send the text in the field 'body' and the pictures in the field 'image'.",
  closed: 'This booking is closed (declined, expired or cancelled), so no new messages can be sent.',
  notFound: 'Booking request not found.',
  // Notifications and e-mail.
  notificationTitle: 'New message from {from}',
  /** `service`: the booking's service; `excerpt`: the message's beginning. */
  notificationBody: 'About {service}: {excerpt}',
  // The pages' other words.
  /** The list of pictures chosen, before they are sent. */
  picturesToSend: 'Pictures to send',
  /** The close button of the conversation dialog, for screen readers. */
  closeThread: 'Close the conversation',
  /** Folds open the booking's first message, above the thread. */
  theInquiry: 'The inquiry',
  loadingThread: 'Loading the conversation…',
  /** The list of a thread's messages. */
  messagesLabel: 'Messages',
  /** The icon before a last message that carried pictures. */
  picture: 'Picture',
  loadingList: 'Loading your conversations…',
  /** Under listEmpty, with a link to the directory. */
  listEmptyHint: 'Find a photographer you like and send them an inquiry from their profile.',
  findPhotographers: 'Find photographers',
  /** Beside the list on wide screens, while no conversation is open. */
  choose: 'Choose a conversation to read it.',
  /** Who made the system's moves, in the thread's timeline. */
  theRequest: 'The request',
  /** The thread's accessible name; `service`: the booking's service. */
  threadLabel: 'Conversation about {service}',
} as const;
