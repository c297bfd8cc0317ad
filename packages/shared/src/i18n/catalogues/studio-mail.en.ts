/**
 * The studio console's inbox and newsletter (docs/rules/history.md#issue-14): what staff read at /studio/inbox and
 * /studio/newsletter, the API's answers, and the mails sent from there (an answer to a contact message, a newsletter's
 * unsubscribe footer). None of these words is the spec's own.
 */
export default {
  // The inbox
  /** The console's navigation entry and the page's heading. */
  inboxNav: 'Inbox',
  inboxTitle: 'Inbox',
  inboxIntro: 'Messages sent through the contact form. Open one to read it and answer by e-mail.',
  inboxSearchLabel: 'Search name, e-mail or message',
  /** The label of the inbox's state filter. */
  inboxStateLabel: 'Show',
  /** The inbox's state filter. */
  inboxStates: { open: 'Open', handled: 'Handled', archived: 'Archived', all: 'All' },
  inboxEmpty: 'No messages here.',
  /** `count`: unread messages, beside the inbox's title. */
  inboxUnread: '{count} unread',
  /** The badge on an unread message. */
  inboxUnreadBadge: 'unread',
  inboxBack: 'Back to the inbox',
  inboxReceived: 'Received',
  /** `language`: the name of the language of the page the message was sent from, e.g. "Kiswahili". */
  inboxWrittenIn: 'Written in {language}',
  /** Under the answer, when the sender wrote in another language than English. */
  inboxReplyLanguage: 'Your words go as you write them, inside a greeting and sign-off in {language}.',
  inboxReplies: 'Replies',
  /** `name`: the staff member who answered. */
  inboxRepliedBy: 'Answered by {name}',
  inboxNoReplies: 'No reply yet.',
  inboxReplyLabel: 'Your answer',
  /** `email`: the sender's address, the answer's recipient. */
  inboxReplyHint: "Sent by e-mail to {email}. Replies to it reach the studio's address.",
  inboxReplySend: 'Send answer',
  inboxReplySent: 'Your answer is on its way.',
  inboxMarkHandled: 'Mark handled',
  inboxReopen: 'Reopen',
  inboxArchive: 'Archive',
  inboxUnarchive: 'Move back to the inbox',
  inboxMarkedHandled: 'Marked handled.',
  inboxReopened: 'Reopened.',
  inboxArchived: 'Archived.',
  inboxUnarchived: 'Back in the inbox.',
  /** Validation of an answer; `max`: its length limit. */
  replyRequired: 'Write your answer.',
  replyTooLong: 'Keep the answer under {max} characters.',
  /** The API's answer to a body that is not `handled: true|false` (the field's name stays). */
  handledInvalid: 'handled must be true or false.',
  archivedInvalid: 'archived must be true or false.',
  messageNotFound: 'No such message.',
  /** The subject of an answer to a contact message; `name`: the sender's name (the texts module leaves it out when empty). */
  replySubject: 'Your message to Picha Studio, {name}',
  /** The same when the sender gave no name. */
  replySubjectNoName: 'Your message to Picha Studio',
  /** Above the quoted message in an answer; `date`: when it was sent, already formatted. */
  replyQuoteIntro: 'You wrote on {date}:',
  /** The footer of an answer; `studio`: STUDIO_NAME. */
  replyFooter: 'Simply reply to this e-mail to write to {studio} again.',

  // The newsletter
  newsletterNav: 'Newsletter',
  newsletterTitle: 'Newsletter',
  newsletterIntro: 'Subscribers, and newsletters to write and send to those who confirmed.',
  subscribersTitle: 'Subscribers',
  /** The subscribers' state filter and each subscriber's state (also in the CSV export). */
  subscriberStates: {
    all: 'All',
    pending: 'Pending confirmation',
    confirmed: 'Confirmed',
    unsubscribed: 'Unsubscribed',
  },
  subscribersSearchLabel: 'Search e-mail',
  subscribersEmpty: 'No subscribers here.',
  subscribersExport: 'Export CSV',
  /** The columns of the subscribers' CSV export, in order. */
  subscribersCsv: {
    email: 'E-mail',
    state: 'State',
    signedUp: 'Signed up',
    confirmed: 'Confirmed',
    unsubscribed: 'Unsubscribed',
  },
  campaignsTitle: 'Newsletters',
  campaignsEmpty: 'No newsletter written yet.',
  campaignNew: 'Write a newsletter',
  /** A newsletter's state in the list. */
  campaignStatus: { draft: 'Draft', sending: 'Sending', sent: 'Sent' },
  subjectLabel: 'Subject',
  bodyLabel: 'Text (Markdown)',
  bodyHint:
    'Markdown: **bold**, *italic*, [link](https://…), lists with "- ". Each mail gets its own unsubscribe link.',
  saveDraft: 'Save draft',
  draftSaved: 'Draft saved.',
  preview: 'Preview',
  previewTitle: 'Preview',
  /** The preview of the Kiswahili version, as a Kiswahili subscriber gets it. */
  previewTitleSw: 'Preview in Kiswahili',
  /**
   * docs/rules/public-pages.md#languages: a newsletter's optional Kiswahili version, sent to the subscribers who
   * subscribed on a Kiswahili page; the group's title and its note.
   */
  kiswahiliVersion: 'Kiswahili version (optional)',
  kiswahiliVersionHint:
    'Subscribers who signed up on a Kiswahili page get this version; left empty, they get the English one.',
  subjectSwLabel: 'Subject in Kiswahili',
  bodySwLabel: 'Text in Kiswahili (Markdown)',
  sendTest: 'Send a test to me',
  /** `email`: the staff member's own address. */
  testSent: 'A test is on its way to {email}.',
  send: 'Send to confirmed subscribers',
  sendConfirmTitle: 'Send this newsletter?',
  /** `count`: the confirmed subscribers it goes to. */
  sendConfirmBody:
    'It goes to {count, plural, one {# confirmed subscriber} other {# confirmed subscribers}}, once. A sent newsletter cannot be changed.',
  sendStarted: 'Sending has started.',
  deleteDraft: 'Delete draft',
  deleteConfirmTitle: 'Delete this draft?',
  /** `subject`: the draft's subject. */
  deleteConfirmBody: '“{subject}” goes for good. This cannot be undone.',
  deleteConfirm: 'Delete',
  draftDeleted: 'Draft deleted.',
  deleteFailure: 'The draft could not be deleted.',
  /** When the server gives no message of its own. */
  previewFailure: 'The preview could not be made.',
  sendFailure: 'The newsletter could not be sent.',
  testFailure: 'The test could not be sent.',
  campaignLoadFailure: 'The newsletter could not be loaded.',
  messageLoadFailure: 'The message could not be loaded.',
  inboxLoadFailure: 'The inbox could not be loaded.',
  campaignsLoadFailure: 'The newsletters could not be loaded.',
  subscribersLoadFailure: 'The subscribers could not be loaded.',
  /** A sending newsletter's counts. */
  progress: {
    total: 'Recipients',
    queued: 'Queued',
    sent: 'Sent',
    failed: 'Failed',
    bounced: 'Bounced',
    skipped: 'Unsubscribed meanwhile',
  },
  /** Validation of a newsletter; `max`: the length limit. */
  subjectRequired: 'Write a subject.',
  subjectTooLong: 'Keep the subject under {max} characters.',
  bodyRequired: 'Write the newsletter.',
  bodyTooLong: 'Keep the newsletter under {max} characters.',
  /** A Kiswahili version with a subject and no text, or a text and no subject. */
  kiswahiliSubjectMissing: 'Write the Kiswahili subject too, or leave the Kiswahili text empty.',
  kiswahiliBodyMissing: 'Write the Kiswahili text too, or leave the Kiswahili subject empty.',
  campaignNotFound: 'No such newsletter.',
  campaignNotDraft: 'This newsletter has been sent; it can no longer be changed or sent again.',
  noConfirmedSubscribers: 'No confirmed subscriber to send to yet.',
  /** The footer of every newsletter mail; `url`: the recipient's unsubscribe address. */
  unsubscribeFooter: 'You get this because you subscribed to news from Picha Studio. Unsubscribe: {url}',
  /** The HTML newsletter's footer, before its unsubscribe link; `studio`: STUDIO_NAME. */
  subscribedNote: 'You get this because you subscribed to news from {studio}.',
  unsubscribeLink: 'Unsubscribe',
  /** The page an unsubscribe link opens. */
  unsubscribed: 'You are unsubscribed.',
  unsubscribeUnknown: 'This unsubscribe link is not known. It may be mistyped.',
  subjectOneLine: 'Keep the subject on one line.',
  back: 'Back',
  edit: 'Edit',
  /** The lists' search button and the link that empties the search. */
  searchSubmit: 'Search',
  searchClear: 'Clear',
  /** The audit log's names of the inbox's and the newsletter's changes. */
  actions: {
    'inbox.handle': 'Marked a message handled',
    'inbox.reopen': 'Reopened a message',
    'inbox.archive': 'Archived a message',
    'inbox.unarchive': 'Took a message out of the archive',
    'inbox.reply': 'Answered a message',
    'newsletter.draft': 'Wrote a newsletter',
    'newsletter.edit': 'Edited a newsletter',
    'newsletter.send': 'Sent a newsletter',
    'newsletter.delete': 'Deleted a newsletter draft',
  },
} as const;
