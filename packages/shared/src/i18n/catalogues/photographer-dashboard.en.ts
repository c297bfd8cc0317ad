/**
 * The photographer dashboard, /photographer-dashboard/*: the navbar, the overview, the profile
 * picture and the subscribers (docs/rules/product.md#screens /photographer-dashboard, docs/rules/product.md#messages Profile picture; docs/rules/photographers-and-portfolios.md#overview-and-analytics, #dashboard-navigation).
 * The portfolio is in `portfolioTexts`, the booking requests in `bookingTexts`.
 * A key marked `// docs/rules/product.md#…` is the spec's wording, word for word; the others are written in its voice.
 */
export default {
  manageBusiness: 'manage your Photography business', // docs/rules/product.md#screens
  overview: {
    noActivities: 'No recent activities found.', // docs/rules/product.md#screens
    /**
     * docs/rules/history.md#issue-23: how an activity reads. docs/rules/product.md#entities's action 'Created project' is what the photographer
     * did when they created their portfolio: it is stored as docs/rules/product.md names it and reads as it was.
     */
    activityLabels: { 'Created project': 'Created portfolio' } as Readonly<Record<string, string>>,
  },
  /** docs/rules/photographers-and-portfolios.md#overview-and-analytics, docs/rules/history.md#issue-12: the conversion from inquiry to accepted, and bookings by their states. */
  analytics: {
    conversionTitle: 'Inquiry to accepted',
    conversionSub: 'last 30 days',
    conversionNone: 'No inquiries in the last 30 days',
    /** "3 of 7 inquiries accepted". */
    conversionOf: '{accepted} of {inquiries, plural, one {# inquiry} other {# inquiries}} accepted',
    statusesTitle: 'Bookings by state',
  },
  profilePicture: {
    missing: 'No profile picture found.', // docs/rules/product.md#messages
    failure: 'Failed to load profile image.', // docs/rules/product.md#messages
  },
  /** The accounts that saved the photographer's portfolio (docs/rules/photographers-and-portfolios.md#dashboard-navigation). */
  subscribers: {
    failure: 'Failed to load your subscribers.',
    empty: 'No one has saved your portfolio yet.',
    onlyPhotographers: 'Only photographers have subscribers.',
  },
  /** docs/rules/history.md#issue-23: what would make a published profile stronger, each a link to where it is done. */
  checklist: {
    title: 'Make your profile stronger',
    intro: 'Your profile is live. Clients choose photographers whose profiles tell them more:',
    /** "3 of 8 done". */
    progress: '{done} of {total} done',
    complete: 'Your profile has everything clients look for. Keep your photographs fresh.',
    doneLabel: 'Done',
    items: {
      bio: { label: 'Introduce yourself', hint: 'A few lines about you and your work, in Message.' },
      photos: {
        /** `count`: the fewest photographs a strong profile shows. */
        label: 'Show at least {count, plural, one {# photograph} other {# photographs}}',
        hint: 'Your best work, in the order you like.',
      },
      packages: { label: 'Offer a package', hint: 'What a client gets, and its price in KES.' },
      price: { label: 'Say what you charge', hint: 'A starting price clients can search by.' },
      instagram: { label: 'Link your Instagram', hint: 'Clients like to see what you post.' },
      video: { label: 'Add a short film', hint: 'A minute of your work brings a profile to life.' },
      website: { label: 'Link your website', hint: 'If you have one.' },
      picture: { label: 'Add a profile picture', hint: 'A face builds trust before the first message.' },
    },
  },
} as const;
