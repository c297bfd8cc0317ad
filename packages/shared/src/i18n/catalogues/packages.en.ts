/**
 * A photographer's packages (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): the dashboard page /photographer-dashboard/packages,
 * the public profile's list, the inquiry form's choice, and the messages of
 * `/api/photographers/me/packages` and `/api/photographers/:id/packages`. Written in the spec's voice.
 */
export default {
  pageTitle: 'Packages',
  intro: 'Named offers clients can request: a price, how long the shoot takes and what you deliver.',
  empty: 'You have no packages yet. Add your first one below.',
  failure: 'Failed to load your packages.',
  add: 'Add a package',
  edit: 'Edit package',
  save: 'Save package',
  cancel: 'Cancel',
  created: 'Package added.',
  saved: 'Package saved.',
  deleted: 'Package deleted.',
  reordered: 'Order saved.',
  shown: 'Package is now shown on your profile.',
  hidden: 'Package is now hidden from your profile.',
  actionFailure: 'That did not work. Please try again.',
  hiddenBadge: 'Hidden',
  /** The reorder buttons' accessible names; `title`: the package's. */
  moveUp: 'Move {title} up',
  moveDown: 'Move {title} down',
  deleteConfirmTitle: 'Delete this package?',
  deleteConfirmBody: '"{title}" will no longer be offered. Requests that already chose it keep it in their record.',
  needsPortfolio: 'Create your portfolio first; packages are shown on it.',
  /** `max`: PACKAGES_MAX_PER_PORTFOLIO. */
  full: 'You can offer at most {max} packages. Delete one to add another.',
  notFound: 'Package not found.',
  idInvalid: 'This is not a package id.',
  onlyPhotographers: 'Only photographers have packages.',
  orderMismatch: 'The order must list each of your packages exactly once.',
  titleRequired: 'Please enter a title.',
  /** `max`: PACKAGE_TITLE_MAX, and so on. */
  titleTooLong: 'Title must be at most {max} characters',
  descriptionTooLong: 'Description must be at most {max} characters',
  deliverablesTooLong: 'What you deliver must be at most {max} characters',
  priceKesRequired: 'Please enter the price in KES.',
  /** `max`: PACKAGE_PRICE_MAX. */
  priceInvalid: 'Enter a whole number from 0 to {max, number}.',
  durationInvalid: 'Enter a whole number of hours or days, from 1 to 1,000.',
  durationUnitInvalid: 'Duration must be in hours or days.',
  activeInvalid: 'Active must be true or false.',
  /** The inquiry form (docs/rules/bookings.md#requests). */
  inquiryLabel: 'Package',
  notSureYet: 'Not sure yet',
  packageUnavailable: 'This package is not offered by this photographer. Please choose another one.',
  /** The public profile. */
  profileHeading: 'Packages',
  request: 'Request this package',
  requested: 'Package',
  packageRemoved: '(no longer offered)',
  /** A package's length: `value` in `unit` (hours or days). */
  duration:
    '{unit, select, hours {{value, plural, one {# hour} other {# hours}}} other {{value, plural, one {# day} other {# days}}}}',
  /** A package's price in shillings (`kes`) with its price in dollars (`usd`) beside it, each as formatMoney writes it. */
  priceWithUsd: '{kes} ({usd})',
} as const;
