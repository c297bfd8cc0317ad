/**
 * Support and staff accounts (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): the help
 * articles and tickets of the photographer dashboard's Support page, the console's help articles and Support inbox, the
 * answer's notice and e-mail, and staff accounts (inviting and revoking admins, the invitation's e-mail and page). None of
 * these words is the spec's own.
 */
export default {
  // The photographer's Support page
  /** The dashboard's navigation entry, the page's heading and the line above it. */
  navLabel: 'Support',
  pageTitle: 'Support',
  pageEyebrow: 'Help from the studio',
  pageIntro: 'Find an answer in the help articles, or write to the studio: we answer here and by e-mail.',
  articlesTitle: 'Help articles',
  articlesSearchLabel: 'Search the help articles',
  articlesSearchPlaceholder: 'Payments, portfolio, bookings…',
  articlesNone: 'No help articles yet.',
  articlesNoMatch: 'No article matches your search.',
  articleBack: 'All help articles',
  articleNotFound: 'No help article found.',
  ticketsTitle: 'Your tickets',
  ticketsNone: 'You have not written to the studio yet.',
  newTicketTitle: 'Write to the studio',
  subjectLabel: 'Subject',
  messageLabel: 'Message',
  send: 'Send to the studio',
  sending: 'Sending…',
  ticketSent: 'Sent. The studio answers here and by e-mail.',
  followUpLabel: 'Add to this ticket',
  followUpSend: 'Add message',
  followUpSent: 'Added to your ticket.',
  closedNote: 'This ticket is closed. Write a new one if you need more help.',
  /** Who wrote a ticket's message: the photographer, or the studio. */
  you: 'You',
  studio: 'The studio',
  /** A ticket's state. */
  states: { open: 'Open', answered: 'Answered', closed: 'Closed' },
  loading: 'Loading…',
  failure: 'Failed to load. Please try again.',

  // Validation; `max`: a field's length limit
  subjectRequired: 'Write a subject.',
  subjectTooLong: 'Write at most {max} characters.',
  messageRequired: 'Write a message.',
  messageTooLong: 'Write at most {max, number} characters.',
  titleRequired: 'Write a title.',
  titleTooLong: 'Write at most {max} characters.',
  bodyRequired: 'Write the article.',
  bodyTooLong: 'Write at most {max, number} characters.',
  statusInvalid: 'Choose draft or published.',
  orderInvalid: 'Send every article id once, in the new order.',
  stateInvalid: 'Choose open, answered or closed.',
  ticketNotFound: 'No support ticket found.',
  ticketClosed: 'This ticket is closed. Reopen it first.',
  ticketAlreadyClosed: 'This ticket is closed already.',
  ticketNotClosed: 'This ticket is not closed.',
  /** The photographer adding to a closed ticket. */
  ticketClosedForYou: 'This ticket is closed. Write a new one if you need more help.',

  // The console: help articles
  consoleArticlesTitle: 'Help articles',
  consoleArticlesIntro: 'What photographers read on their Support page. Drafts stay here until you publish them.',
  newArticle: 'New article',
  editArticle: 'Edit article',
  articleTitleLabel: 'Title',
  articleBodyLabel: 'Article (Markdown)',
  articleStatusLabel: 'Status',
  /** An article's status. */
  articleStatuses: { draft: 'Draft', published: 'Published' },
  saveArticle: 'Save article',
  articleSaved: 'Article saved.',
  deleteArticle: 'Delete',
  /** `title`: the article's title. */
  deleteArticleTitle: 'Delete “{title}”?',
  deleteArticleDetail: 'Photographers no longer see it. This cannot be undone.',
  articleDeleted: 'Article deleted.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  preview: 'Preview',
  articlesEmpty: 'No help articles yet. Write the first one.',

  // The console: the Support inbox
  inboxTitle: 'Support',
  inboxIntro: 'Tickets from photographers. Answer by e-mail, then close them.',
  inboxEmpty: 'No tickets here.',
  filterLabel: 'Show',
  /** The inbox's state filter. */
  filters: { all: 'All', open: 'Open', answered: 'Answered', closed: 'Closed' },
  /** Before the photographer who wrote a ticket. */
  from: 'From',
  /** `count`: a ticket's messages. */
  messagesCount: '{count, plural, one {# message} other {# messages}}',
  answerLabel: 'Your answer (sent by e-mail)',
  answerSend: 'Send answer',
  answerSent: 'Answer sent.',
  close: 'Close ticket',
  closed: 'Ticket closed.',
  reopen: 'Reopen',
  reopened: 'Ticket reopened.',
  backToInbox: 'All tickets',

  // Notices and mails to the photographer; `subject`: the ticket's subject, `name`: the photographer's name
  answerNoticeTitle: 'The studio answered: {subject}',
  answerNoticeBody: 'Read the answer on your Support page.',
  answerMailSubject: 'Re: {subject}',
  answerMailGreeting: 'Hello {name},',
  answerMailIntro: 'The studio answered your support ticket:',
  answerMailAction: 'Open your Support page',
  answerMailFooter: 'You get this e-mail because you wrote to the studio from your photographer dashboard.',

  // Staff accounts (the console); `email`: an admin's or an invitee's address, `when`: a date, already formatted
  staffTitle: 'Staff',
  staffIntro: 'Studio staff run this console. Invite someone by e-mail; the link is valid 48 hours.',
  adminsTitle: 'Admins',
  invitationsTitle: 'Pending invitations',
  invitationsNone: 'No invitations waiting.',
  /** Beside the signed-in admin in the list. */
  youBadge: 'You',
  inviteLabel: 'E-mail address',
  inviteSend: 'Send invitation',
  /** The invitation e-mail's language (an invitee with an account gets theirs). */
  inviteLanguage: 'Language of the invitation',
  invited: 'Invitation sent to {email}.',
  expiresAt: 'Expires {when}',
  revoke: 'Revoke',
  revokeTitle: 'Revoke {email}?',
  revokeDetail: 'They lose access to the console at once. Their account stays, as a client account.',
  revoked: '{email} is no longer staff.',
  cancelInvitation: 'Cancel invitation',
  invitationCancelled: 'Invitation cancelled.',
  lastAdmin: 'This is the last admin: invite another one before revoking this one.',
  lastAdminNote: 'You are the only admin, so this role cannot be revoked: invite another admin first.',
  adminNotFound: 'No admin found.',
  alreadyAdmin: 'This account is an admin already.',
  invitationNotFound: 'No invitation found.',
  invitationNotPending: 'This invitation was used or cancelled already.',

  // Staff accounts (the invitee): the invitation's e-mail and its page
  inviteMailSubject: 'You are invited to the studio console',
  /** `inviter`: the admin who sent the invitation. */
  inviteMailBody: "{inviter} invited you to join the studio's staff. The link below is valid for 48 hours.",
  inviteMailAction: 'Accept the invitation',
  inviteMailFooter: 'If you did not expect this, ignore this e-mail: nothing changes.',
  invitationTitle: 'Join the studio staff',
  invitationFor: 'This invitation is for {email}.',
  invitationCreate: 'Create your staff account with this e-mail address.',
  invitationSignIn: 'An account with this e-mail exists: sign in with it, then accept.',
  invitationWrongAccount: 'You are signed in with another account. Sign out, then sign in as {email} to accept.',
  invitationAccept: 'Accept and open the console',
  invitationCreateSubmit: 'Create account and join',
  invitationSignInLink: 'Sign in',
  invitationAccepted: 'Welcome to the studio staff.',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  invitationUnknown: 'This invitation link is not valid. Ask the studio for a new one.',
  invitationExpired: 'This invitation has expired (links are valid 48 hours). Ask the studio for a new one.',
  invitationUsed: 'This invitation was used already. Sign in to open the console.',
  invitationCancelledMessage: 'This invitation was cancelled. Ask the studio for a new one.',
  invitationAccountExists: 'An account with this e-mail exists: sign in with it, then accept.',
  invitationOtherAccount: 'This invitation is for another e-mail address.',
  openConsole: 'Open the console',

  /** The audit log's names of support's and staff accounts' changes. */
  actions: {
    'help-article.create': 'Wrote a help article',
    'help-article.update': 'Edited a help article',
    'help-article.delete': 'Deleted a help article',
    'help-article.reorder': 'Reordered the help articles',
    'support.answer': 'Answered a support ticket',
    'support.close': 'Closed a support ticket',
    'support.reopen': 'Reopened a support ticket',
    'staff.invite': 'Invited an admin',
    'staff.invitation-cancel': 'Cancelled an invitation',
    'staff.accept': 'Accepted a staff invitation',
    'staff.revoke': 'Revoked an admin',
  },
  /** The e-mail field of the invitation form (read only: the invited address). */
  invitationEmail: 'Email',
} as const;
