/**
 * Reviews (docs/rules/history.md#issue-13, docs/rules/reviews.md#who-may-review): the client's form in their booking's thread, the photographer's
 * Testimonials page, the public profile's reviews, the directory cards and the API's messages.
 * Not worded by the spec; written in its voice. The limits (`min`, `max`, `days`) are the REVIEW_* constants.
 */
export default {
  // Writing (the client's booking thread)
  inviteTitle: 'How did it go?',
  inviteBody:
    'Your booking with {photographer} is completed. A review helps other clients choose, and helps {photographer} too.',
  writeAction: 'Write a review',
  formTitle: 'Your review',
  ratingLabel: 'Your rating',
  /** A rating's radio button. */
  starLabel: '{count, plural, one {# star} other {# stars}}',
  textLabel: 'Your review',
  textHint: 'What was it like to work with them? {min} to {max, number} characters.',
  photosHint: 'Up to {max} photos from the day: JPEG, PNG, WebP or AVIF, 20 MB each.',
  photosLabel: 'Photos (optional)',
  consentLabel: 'The studio may quote this review',
  consentHint: 'On the studio’s own site, with your first name. You can change this while you can edit the review.',
  submit: 'Publish review',
  save: 'Save changes',
  edit: 'Edit your review',
  cancelEdit: 'Cancel',
  published: 'Thank you! Your review is published.',
  saved: 'Your review is saved.',
  /** `date` is already written. */
  editableUntil: 'You can edit it until {date}.',
  fixed: 'Reviews can be edited for {days} days; this one is now fixed.',
  /** `position` counts from 1. */
  removePhoto: 'Remove photo {position}',
  yourReview: 'Your review',
  hiddenByStudio: 'The studio has hidden this review: {reason}',

  // Validation and refusals (the API's messages)
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  textRequired: 'Write a few words about your booking.',
  textTooShort: 'Write at least {min} characters.',
  textTooLong: 'Write at most {max, number} characters.',
  consentInvalid: 'Choose whether the studio may quote this review.',
  tooManyImages: 'Add at most {max} photos.',
  imageType: 'Photos must be JPEG, PNG, WebP or AVIF images.',
  imageTooLarge: 'Each photo must be at most 20 MB.',
  wrongField: 'Send rating, text, studioMayQuote, keep and up to {max} image files.',
  keepInvalid: 'Name the photos to keep by their ids.',
  bookingNotFound: 'No booking found.',
  notCompleted: 'You can review a booking once the photographer has marked it as completed.',
  noAccount: 'Only the client who made the booking can review it.',
  alreadyReviewed: 'You have already reviewed this booking. You can edit your review instead.',
  notFound: 'No review found.',
  editWindowOver: 'Reviews can be edited for {days} days after they are written. This one is now fixed.',
  notYourReview: 'Only the author of a review can edit it.',
  notYourPortfolio: 'Only the photographer the review is about can do this.',
  replyRequired: 'Write your reply.',
  replyTooLong: 'Write at most {max, number} characters.',
  featuredInvalid: 'Send featured: true or false.',
  featuredFull: 'You can feature at most {max} reviews. Unfeature one first.',
  hiddenCannotBeFeatured: 'A hidden review cannot be featured.',
  reportReasonRequired: 'Say which of the terms the review breaks.',
  reportReasonTooLong: 'Write at most {max, number} characters.',
  alreadyReported: 'You have reported this review; the studio will look at it.',
  moderationActionInvalid: 'Choose keep or hide.',
  moderationReasonRequired: 'Say why, in a sentence the author will read.',
  pageInvalid: 'The page must be a whole number from 1.',
  sortInvalid: 'Sort by newest or rating.',

  // The photographer's Testimonials page
  pageTitle: 'Testimonials',
  pageIntro: 'What your clients wrote after their bookings. Reply in public, feature the best on your profile.',
  empty: 'No reviews yet. When a booking is completed, its client is invited to review it.',
  failure: 'Failed to load your reviews.',
  reply: 'Reply',
  editReply: 'Edit reply',
  replyLabel: 'Your public reply',
  replySave: 'Publish reply',
  replySaved: 'Your reply is published.',
  feature: 'Feature on profile',
  unfeature: 'Unfeature',
  featuredBadge: 'Featured',
  /** `count` featured of at most `max`. */
  featuredCount: '{count} of {max} featured',
  featureSaved: 'Featured on your profile.',
  unfeatureSaved: 'No longer featured.',
  report: 'Report',
  reportTitle: 'Report this review',
  reportIntro:
    'If it breaks the terms (abuse, personal details, not about your work), the studio will look at it. It stays visible until then.',
  reportReasonLabel: 'What breaks the terms?',
  reportSend: 'Send report',
  reportSent: 'Reported. The studio will look at it.',
  reportedBadge: 'Reported',
  hiddenBadge: 'Hidden by the studio',
  keptNote: 'The studio looked at your report and kept this review.',
  actionFailure: 'That did not work. Please try again.',
  /** A bar of the distribution: `count` reviews gave `stars` stars. */
  distributionLabel: '{stars, plural, one {# star} other {# stars}}: {count, plural, one {# review} other {# reviews}}',

  // Public
  sectionTitle: 'Reviews',
  noReviews: 'No reviews yet',
  /** `average` is already written with one decimal. */
  average: '{average} out of 5',
  count: '{count, plural, one {# review} other {# reviews}}',
  ratingSummary: 'Rated {average} out of 5 from {count, plural, one {# review} other {# reviews}}',
  featuredTitle: 'Featured reviews',
  allTitle: 'All reviews',
  sortNewest: 'Newest first',
  sortRating: 'Highest rating',
  replyFrom: 'Reply from {name}',
  verified: 'Completed booking',
  edited: 'edited',
  previous: 'Newer reviews',
  next: 'Older reviews',
  pageOf: 'Page {page} of {pages}',
  photoAlt: 'Photo {position} from {author}’s review',

  // Notifications
  newReviewTitle: '{client} reviewed your work',
  newReviewBody:
    '{client} gave you {rating, plural, one {# star} other {# stars}} for {service}. Reply or feature it from your Testimonials.',
  replyTitle: '{photographer} replied to your review',
  replyBody: '{photographer} replied to your review. Read it on their profile.',
  hiddenTitle: 'The studio hid your review',
  hiddenBody: 'The studio hid your review from the photographer’s profile. The reason: {reason}',

  // The photographer's Testimonials page and Overview (docs/rules/history.md#issue-13, added with the page)
  eyebrow: 'Reviews',
  summaryTitle: 'Your rating',
  distributionTitle: 'Reviews by stars',
  sortLabel: 'Sort reviews',
  pagesLabel: 'Pages of reviews',
  yourReply: 'Your reply',
  reviewPhotos: 'Photos from the review',
  loading: 'Loading your reviews…',
  overviewLabel: 'Rating',
  overviewHint: 'From your clients’ reviews',

  // The client's form and their review in the booking's thread (web)
  starsOutOfFive: '{count, plural, one {# star} other {# stars}} out of 5',
  /** The form's count: `used` characters of `max`. */
  textCount: '{used, number} / {max, number}',
  addPhotos: 'Add photos',
  photosFull: 'That is {max} photos, the most a review takes. Remove one to add another.',
  photoPreviewAlt: 'Photo {position} of your review',
  publishing: 'Publishing…',
  saving: 'Saving…',
  uploadingPhotos: 'Uploading {count, plural, one {# photo} other {# photos}}…',
  loadFailure: 'Failed to load your review.',
  /** After the text's count, for screen readers: "12 / 2,000 characters". */
  textCountUnit: 'characters',
} as const;
