import {
  PACKAGE_DELIVERABLES_MAX,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_PRICE_MAX,
  PACKAGE_TITLE_MAX,
  PACKAGES_MAX_PER_PORTFOLIO,
} from '../constants';

const kes = (n: number) => `KES ${n.toLocaleString('en-US')}`;
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * A photographer's packages (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): the dashboard page /photographer-dashboard/packages,
 * the public profile's list, the inquiry form's choice, and the messages of
 * `/api/photographers/me/packages` and `/api/photographers/:id/packages`. Written in the spec's voice.
 */
export const packagesTexts = {
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
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  deleteConfirmTitle: 'Delete this package?',
  deleteConfirmBody: (title: string) =>
    `"${title}" will no longer be offered. Requests that already chose it keep it in their record.`,
  needsPortfolio: 'Create your portfolio first; packages are shown on it.',
  full: `You can offer at most ${PACKAGES_MAX_PER_PORTFOLIO} packages. Delete one to add another.`,
  notFound: 'Package not found.',
  idInvalid: 'This is not a package id.',
  onlyPhotographers: 'Only photographers have packages.',
  orderMismatch: 'The order must list each of your packages exactly once.',
  titleRequired: 'Please enter a title.',
  titleTooLong: `Title must be at most ${PACKAGE_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${PACKAGE_DESCRIPTION_MAX} characters`,
  deliverablesTooLong: `What you deliver must be at most ${PACKAGE_DELIVERABLES_MAX} characters`,
  priceKesRequired: 'Please enter the price in KES.',
  priceInvalid: `Enter a whole number from 0 to ${PACKAGE_PRICE_MAX.toLocaleString('en-US')}.`,
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
  duration: (value: number, unit: 'hours' | 'days') =>
    `${value} ${unit === 'hours' ? (value === 1 ? 'hour' : 'hours') : value === 1 ? 'day' : 'days'}`,
  price: (priceKes: number, priceUsd: number | null) =>
    priceUsd === null ? kes(priceKes) : `${kes(priceKes)} (${usd(priceUsd)})`,
} as const;
