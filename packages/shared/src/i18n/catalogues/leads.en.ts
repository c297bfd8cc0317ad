/**
 * Leads, /photographer-dashboard/leads (docs/rules/history.md#issue-12, docs/rules/bookings.md#lifecycle): the photographer's pipeline of booking
 * requests by stage, its filters and its CSV export, and the messages of
 * `GET /api/photographers/me/leads`. Written in the spec's voice; the navbar's 'leads' is docs/rules/product.md#screens's.
 */
export default {
  /** docs/rules/product.md#screens's 'leads', capitalised like its neighbours (docs/rules/history.md#issue-23; docs/rules/photographers-and-portfolios.md#dashboard-navigation: labels spelled right). */
  navLabel: 'Leads',
  title: 'Leads',
  eyebrow: 'Pipeline',
  intro:
    'Every request you have received, from the first inquiry to the finished job. The ones waiting on you show how long they have waited.',
  /** A stage's name, as a tab and a column. */
  stageLabels: {
    new: 'New',
    conversation: 'In conversation',
    accepted: 'Accepted',
    completed: 'Completed',
    lost: 'Lost',
  },
  /** What a stage holds, under its name. */
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
  /** Who wrote a lead's last message. */
  lastMessageBy: { client: 'Client', photographer: 'You' },
  /** A lead waiting on the photographer; `duration` is already written, e.g. "3 hours". */
  waiting: 'waiting {duration}',
  onlyPhotographers: 'Only photographers have leads.',
  stageInvalid: 'Stage must be new, conversation, accepted, completed or lost.',
  /** `max`: LEAD_SEARCH_MAX. */
  searchTooLong: 'Search must be at most {max} characters',
  packageInvalid: 'This is not a package id.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  rangeInvalid: "'to' must not be before 'from'.",
  /** The CSV export's columns, in order (`leadsTexts.csvHeader` is their list). */
  csvHeader: {
    stage: 'Stage',
    status: 'Status',
    clientName: 'Client name',
    clientEmail: 'Client e-mail',
    clientPhone: 'Client phone',
    service: 'Service',
    package: 'Package',
    eventDate: 'Event date',
    received: 'Received',
    lastMessage: 'Last message',
    lastMessageBy: 'Last message by',
    lastMessageAt: 'Last message at',
    waitingSince: 'Waiting since',
    waitingHours: 'Waiting (hours)',
  },
} as const;
