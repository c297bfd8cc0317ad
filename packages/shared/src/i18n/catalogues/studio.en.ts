/**
 * The studio console (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): /studio for studio
 * staff (role admin), its pages and the messages of /api/studio/*, and the notices a photographer gets when the studio
 * hides or restores their listing. None of these words is the spec's own.
 */
export default {
  consoleTitle: 'Studio console',
  /** `studio`: STUDIO_NAME. */
  consoleIntro: "Run {studio}'s site and marketplace.",
  /** /studio for someone who is not staff. */
  noAccessTitle: 'You have no access to the studio console',
  noAccessBody: 'The studio console is for studio staff. Sign in with a staff account, or go back to the site.',
  /** The API's answer to someone who is not staff. */
  forbidden: 'Only studio staff can do this.',
  backToSite: 'Back to the site',
  /** The console's navigation. */
  nav: {
    overview: 'Overview',
    photographers: 'Photographers',
    reviews: 'Reported reviews',
    bookings: 'Bookings',
    audit: 'Audit log',
  },
  failure: 'Failed to load. Please try again.',
  actionFailure: 'That did not work. Please try again.',

  // Overview
  overviewTitle: 'Overview',
  /** The overview's counts. */
  counts: {
    photographers: 'Photographers listed',
    hidden: 'Hidden listings',
    featured: 'Featured',
    reports: 'Reviews reported',
  },
  /** docs/rules/history.md#issue-23: what waits for staff, each a link to where it is handled. */
  attentionTitle: 'Needs attention',
  attentionLabel: 'What needs attention',
  attention: {
    messages: 'New contact messages',
    tickets: 'Open support tickets',
    reports: 'Reported reviews',
    bookings: 'Pending booking requests',
    subscribers: 'New newsletter subscribers',
  },
  /** `days`: how far back new subscribers are counted (always several). */
  attentionSince: 'Subscribers: confirmed in the last {days} days.',
  attentionClear: 'Nothing is waiting for you.',
  marketplaceTitle: 'The marketplace today',

  /** Bookings (docs/rules/history.md#issue-23): every booking request of the marketplace, read-only. */
  bookings: {
    title: 'Bookings',
    intro: 'Every booking request of the marketplace, newest first. Read-only: photographers and clients answer them.',
    searchLabel: 'Search by client or photographer',
    stateLabel: 'State',
    anyState: 'Any state',
    photographerLabel: 'Photographer',
    anyPhotographer: 'Any photographer',
    fromLabel: 'Event from',
    toLabel: 'Event to',
    apply: 'Apply filters',
    reset: 'Reset filters',
    empty: 'No booking requests match these filters.',
    pagesLabel: 'Pages of bookings',
    listLabel: 'Booking requests',
    /** `count`: the requests that match. */
    total: '{count, plural, one {# booking request} other {# booking requests}}',
    /** `name`: the photographer a request was sent to. */
    to: 'To {name}',
    /** `when`: a date, already formatted. */
    requested: 'Requested {when}',
    eventDate: 'Event date',
    noEventDate: 'Date not set yet',
    service: 'Service',
    package: 'Package',
    noPackage: 'Not sure yet',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
    details: 'Details and timeline',
    timeline: 'Timeline',
    /** `when`: a date, already formatted. */
    expires: 'Expires {when} if unanswered',
    /** The timeline, told to staff (neither side of the booking); `client`, `photographer`, `who`: names. */
    moves: {
      sent: '{client} sent the request',
      accepted: '{photographer} accepted',
      declined: '{photographer} declined',
      completed: '{photographer} marked it completed',
      cancelled: '{who} cancelled',
      expired: 'Expired unanswered',
      updated: 'Updated',
    },
    stateInvalid: 'Choose one of the booking states.',
    photographerInvalid: 'This is not a photographer id.',
    dateInvalid: 'Enter a date as YYYY-MM-DD.',
    rangeInvalid: 'The end date must be on or after the start date.',
    /** `max`: the search's length limit. */
    searchTooLong: 'Search must be at most {max} characters.',
    pageInvalid: 'Page must be a whole number from 1.',
  },

  // Photographers; `name`: a photographer's
  photographersTitle: 'Photographers',
  photographersIntro: 'Feature photographers in the directory, hide a listing that breaks the terms, restore it.',
  searchLabel: 'Search photographers',
  searchPlaceholder: 'Name, e-mail or place',
  stateLabel: 'Show',
  /** The photographers' filter. */
  states: { all: 'All', listed: 'Listed', hidden: 'Hidden', featured: 'Featured', demo: 'Demo' },
  none: 'No photographers match.',
  featuredBadge: 'Featured',
  hiddenBadge: 'Hidden',
  demoBadge: 'Demo',
  feature: 'Feature',
  unfeature: 'Unfeature',
  featuredSaved: '{name} is featured.',
  unfeaturedSaved: '{name} is no longer featured.',
  hide: 'Hide listing',
  hideTitle: "Hide {name}'s listing",
  hideIntro: 'The listing leaves the directory and its profile answers "not found". The photographer is told why.',
  hideReasonLabel: 'Reason (the photographer reads it)',
  hideConfirm: 'Hide listing',
  hidden: "{name}'s listing is hidden.",
  restore: 'Restore',
  restored: "{name}'s listing is back.",
  reasonRequired: 'Say why, in a sentence the photographer will read.',
  reasonTooLong: 'Write at most 500 characters.',
  alreadyHidden: 'This listing is hidden already.',
  notHidden: 'This listing is not hidden.',
  photographerNotFound: 'No photographer found.',
  featuredInvalid: 'Send featured: true or false.',
  /** `reason`: why the studio hid the listing. */
  hiddenReasonShown: 'Hidden: {reason}',
  /** `count`: a photographer's reviews. */
  reviewsCount: '{count, plural, one {# review} other {# reviews}}',

  // The demo switch; `count`: the demo photographers
  demoTitle: 'Demo photographers',
  demoIntro:
    '{count, plural, one {# invented photographer fills} other {# invented photographers fill}} the directory as a demo until real ones join. Hide them all when the studio goes live.',
  demoShown: 'Demo photographers are shown.',
  demoHiddenState: 'Demo photographers are hidden.',
  demoHide: 'Hide every demo photographer',
  demoShow: 'Show the demo photographers again',
  demoHiddenSaved: 'Every demo photographer is hidden.',
  demoShownSaved: 'The demo photographers are shown again.',
  demoNone: 'There are no demo photographers.',
  /** The reason stored on each demo listing the switch hides. */
  demoReason: 'Demo data hidden by the studio.',
  demoVisibleInvalid: 'Send visible: true or false.',

  // Reported reviews
  reviewsTitle: 'Reported reviews',
  reviewsIntro: 'Photographers report reviews that break the terms. A reported review stays visible until you decide.',
  noReports: 'No reviews waiting. Reports appear here when a photographer sends one.',
  /** `photographer`: who reported the review. */
  reportedBy: 'Reported by {photographer}',
  keep: 'Keep',
  hideReview: 'Hide review',
  keepSaved: 'Kept. The report is closed.',
  hideSaved: 'Hidden. Its author is told why.',
  hideReviewReasonLabel: 'Reason (the author reads it)',

  // Audit log
  auditTitle: 'Audit log',
  auditIntro: 'Every change made from the console: who, when, what, and what it was before and after.',
  auditEmpty: 'Nothing changed from the console yet.',
  before: 'Before',
  after: 'After',
  /** The audit log's names of this section's changes. */
  actions: {
    'photographer.feature': 'Featured a photographer',
    'photographer.unfeature': 'Unfeatured a photographer',
    'photographer.hide': 'Hid a listing',
    'photographer.restore': 'Restored a listing',
    'demo.hide': 'Hid the demo photographers',
    'demo.show': 'Showed the demo photographers',
    'review.keep': 'Kept a reported review',
    'review.hide': 'Hid a review',
  },

  // Notices to the photographer
  hiddenNoticeTitle: 'The studio hid your listing',
  /** `reason`: why the studio hid the listing, a sentence of its own. */
  hiddenNoticeBody:
    'Your profile is no longer shown in the directory, and its address answers "not found". The reason: {reason} Reply to the studio through the contact page if you think this is a mistake.',
  restoredNoticeTitle: 'Your listing is back',
  restoredNoticeBody: 'The studio restored your listing: your profile is in the directory again.',

  // The console's pages in the browser (docs/rules/history.md#issue-14)
  loading: 'Loading…',
  cancel: 'Cancel',
  open: 'Open',
  /** `count`: reports waiting, beside the navigation entry. */
  reportsWaiting: '{count} waiting',
  countsLabel: 'The console in numbers',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  photographerPagesLabel: 'Pages of photographers',
  auditPagesLabel: 'Pages of the audit log',
  searchSubmit: 'Search',
  clearSearch: 'Clear search',
  showAll: 'Show every photographer',
  /** `count`: the photographers that match. */
  results: '{count, plural, one {# photographer} other {# photographers}}',
  loadingPhotographers: 'Loading photographers…',
  loadingReports: 'Loading reported reviews…',
  loadingAudit: 'Loading the audit log…',
  /** The photographers table's columns. */
  columns: {
    photographer: 'Photographer',
    place: 'Place and speciality',
    reviews: 'Reviews',
    state: 'State',
    actions: 'Actions',
  },
  listedState: 'Listed',
  demoConfirmTitle: 'Hide every demo photographer?',
  /** `count`: the demo listings. */
  demoConfirmDetail:
    '{count, plural, one {# demo listing leaves} other {# demo listings leave}} the directory at once, and their profiles answer "not found". You can show them again here.',
  reviewOf: 'Review of',
  reportReasonLabel: 'Reason:',
  hideReviewTitle: 'Hide this review',
  hideReviewIntro:
    "The review leaves the photographer's profile and no longer counts in their rating. Its author is told why.",
  auditBy: 'By',
  /** `count`: the audit log's entries. */
  auditCount: '{count, plural, one {# change} other {# changes}}',
  auditYes: 'Yes',
  auditNo: 'No',
  /** An empty value in the audit log. */
  auditNone: '—',
  /** The names of the values an audit entry shows before and after. */
  auditKeys: {
    featured: 'Featured',
    hidden: 'Hidden',
    reason: 'Reason',
    visible: 'Demo photographers shown',
    affected: 'Listings affected',
    report: 'Report',
  },
  /** A reported review's state in the audit log. */
  auditReportStates: { open: 'Waiting', kept: 'Kept', hidden: 'Review hidden' },
} as const;
