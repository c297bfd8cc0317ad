import { STUDIO_NAME } from '../constants';

/**
 * The studio console (issue 14, D28): /studio for studio staff (role admin), its pages and the
 * messages of /api/studio/*.
 */
export const studioTexts = {
  consoleTitle: 'Studio console',
  consoleIntro: `Run ${STUDIO_NAME}'s site and marketplace.`,
  noAccessTitle: 'You have no access to the studio console',
  noAccessBody: 'The studio console is for studio staff. Sign in with a staff account, or go back to the site.',
  forbidden: 'Only studio staff can do this.',
  backToSite: 'Back to the site',
  nav: {
    overview: 'Overview',
    photographers: 'Photographers',
    reviews: 'Reported reviews',
    audit: 'Audit log',
  },
  failure: 'Failed to load. Please try again.',
  actionFailure: 'That did not work. Please try again.',

  // Overview
  overviewTitle: 'Overview',
  counts: {
    photographers: 'Photographers listed',
    hidden: 'Hidden listings',
    featured: 'Featured',
    reports: 'Reviews reported',
  },

  // Photographers
  photographersTitle: 'Photographers',
  photographersIntro: 'Feature photographers in the directory, hide a listing that breaks the terms, restore it.',
  searchLabel: 'Search photographers',
  searchPlaceholder: 'Name, e-mail or place',
  stateLabel: 'Show',
  states: { all: 'All', listed: 'Listed', hidden: 'Hidden', featured: 'Featured', demo: 'Demo' },
  none: 'No photographers match.',
  featuredBadge: 'Featured',
  hiddenBadge: 'Hidden',
  demoBadge: 'Demo',
  feature: 'Feature',
  unfeature: 'Unfeature',
  featuredSaved: (name: string) => `${name} is featured.`,
  unfeaturedSaved: (name: string) => `${name} is no longer featured.`,
  hide: 'Hide listing',
  hideTitle: (name: string) => `Hide ${name}'s listing`,
  hideIntro: 'The listing leaves the directory and its profile answers "not found". The photographer is told why.',
  hideReasonLabel: 'Reason (the photographer reads it)',
  hideConfirm: 'Hide listing',
  hidden: (name: string) => `${name}'s listing is hidden.`,
  restore: 'Restore',
  restored: (name: string) => `${name}'s listing is back.`,
  reasonRequired: 'Say why, in a sentence the photographer will read.',
  reasonTooLong: 'Write at most 500 characters.',
  alreadyHidden: 'This listing is hidden already.',
  notHidden: 'This listing is not hidden.',
  photographerNotFound: 'No photographer found.',
  featuredInvalid: 'Send featured: true or false.',
  hiddenReasonShown: (reason: string) => `Hidden: ${reason}`,
  reviewsCount: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,

  // The demo switch
  demoTitle: 'Demo photographers',
  demoIntro: (n: number) =>
    `${n} demo ${n === 1 ? 'photographer' : 'photographers'} (SEED_DEMO) fill the directory until real ones join. Hide them all when the studio goes live.`,
  demoShown: 'Demo photographers are shown.',
  demoHiddenState: 'Demo photographers are hidden.',
  demoHide: 'Hide every demo photographer',
  demoShow: 'Show the demo photographers again',
  demoHiddenSaved: 'Every demo photographer is hidden.',
  demoShownSaved: 'The demo photographers are shown again.',
  demoNone: 'There are no demo photographers.',
  demoReason: 'Demo data hidden by the studio.',
  demoVisibleInvalid: 'Send visible: true or false.',

  // Reported reviews
  reviewsTitle: 'Reported reviews',
  reviewsIntro: 'Photographers report reviews that break the terms. A reported review stays visible until you decide.',
  noReports: 'No reviews waiting. Reports appear here when a photographer sends one.',
  reportedBy: (photographer: string) => `Reported by ${photographer}`,
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
  actions: {
    'photographer.feature': 'Featured a photographer',
    'photographer.unfeature': 'Unfeatured a photographer',
    'photographer.hide': 'Hid a listing',
    'photographer.restore': 'Restored a listing',
    'demo.hide': 'Hid the demo photographers',
    'demo.show': 'Showed the demo photographers',
    'review.keep': 'Kept a reported review',
    'review.hide': 'Hid a review',
  } as Record<string, string>,

  // Notices to the photographer
  hiddenNoticeTitle: 'The studio hid your listing',
  hiddenNoticeBody: (reason: string) =>
    `Your profile is no longer shown in the directory, and its address answers "not found". The reason: ${reason} Reply to the studio through the contact page if you think this is a mistake.`,
  restoredNoticeTitle: 'Your listing is back',
  restoredNoticeBody: 'The studio restored your listing: your profile is in the directory again.',
} as const;
