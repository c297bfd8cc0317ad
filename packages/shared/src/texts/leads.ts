import { LEAD_SEARCH_MAX } from '../constants';

/**
 * Leads, /photographer-dashboard/leads (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): the photographer's pipeline of booking
 * requests by stage, its filters and its CSV export, and the messages of
 * `GET /api/photographers/me/leads`. Written in the spec's voice; the navbar's 'leads' is docs/rules/product.md#screens's.
 */
export const leadsTexts = {
  /** docs/rules/product.md#screens's 'leads', capitalised like its neighbours (docs/rules/history.md#issue-23; docs/rules/photographers-and-portfolios.md#dashboard-navigation: labels spelled right). */
  navLabel: 'Leads',
  title: 'Leads',
  eyebrow: 'Pipeline',
  intro:
    'Every request you have received, from the first inquiry to the finished job. The ones waiting on you show how long they have waited.',
  stageLabels: {
    new: 'New',
    conversation: 'In conversation',
    accepted: 'Accepted',
    completed: 'Completed',
    lost: 'Lost',
  },
  stageHints: {
    new: 'Not answered yet',
    conversation: 'You have written back',
    accepted: 'Booked',
    completed: 'Done',
    lost: 'Declined, expired or cancelled',
  },
  allStages: 'All stages',
  allPackages: 'All packages',
  noPackage: 'No package (not sure yet)',
  searchLabel: 'Search',
  searchPlaceholder: 'Client name, e-mail or message',
  fromLabel: 'Event from',
  toLabel: 'Event to',
  clearFilters: 'Clear filters',
  exportCsv: 'Export CSV',
  failure: 'Failed to load your leads.',
  empty: 'No leads yet. When a client sends you an inquiry, it shows here.',
  emptyFiltered: 'No leads match these filters.',
  emptyStage: 'None',
  noPackageChosen: 'No package',
  noEventDate: 'Date not set yet',
  openBooking: 'Open booking',
  lastMessageBy: { client: 'Client', photographer: 'You' },
  waiting: (duration: string) => `waiting ${duration}`,
  onlyPhotographers: 'Only photographers have leads.',
  stageInvalid: 'Stage must be new, conversation, accepted, completed or lost.',
  searchTooLong: `Search must be at most ${LEAD_SEARCH_MAX} characters`,
  packageInvalid: 'This is not a package id.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  rangeInvalid: "'to' must not be before 'from'.",
  csvHeader: [
    'Stage',
    'Status',
    'Client name',
    'Client e-mail',
    'Client phone',
    'Service',
    'Package',
    'Event date',
    'Received',
    'Last message',
    'Last message by',
    'Last message at',
    'Waiting since',
    'Waiting (hours)',
  ],
} as const;
