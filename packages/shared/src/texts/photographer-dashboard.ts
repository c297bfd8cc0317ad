/**
 * The photographer dashboard, /photographer-dashboard/*: the navbar, the overview, the profile
 * picture and the subscribers (SPEC 2 /photographer-dashboard, SPEC 8 Profile picture; D19, D20).
 * The portfolio is in `portfolioTexts`, the booking requests in `bookingTexts`.
 * A key marked `// SPEC n` is the spec's wording, word for word; the others are written in its voice.
 */
export const photographerDashboardTexts = {
  manageBusiness: 'manage your Photography business', // SPEC 2
  overview: {
    noActivities: 'No recent activities found.', // SPEC 2
    /**
     * Issue 23: how an activity reads. SPEC 3's action 'Created project' is what the photographer
     * did when they created their portfolio: it is stored as SPEC names it and reads as it was.
     */
    activityLabels: { 'Created project': 'Created portfolio' } as Readonly<Record<string, string>>,
  },
  /** D19, issue 12: the conversion from inquiry to accepted, and bookings by their states. */
  analytics: {
    conversionTitle: 'Inquiry to accepted',
    conversionSub: 'last 30 days',
    conversionNone: 'No inquiries in the last 30 days',
    conversionOf: (accepted: number, inquiries: number) =>
      `${accepted} of ${inquiries} ${inquiries === 1 ? 'inquiry' : 'inquiries'} accepted`,
    statusesTitle: 'Bookings by state',
  },
  profilePicture: {
    missing: 'No profile picture found.', // SPEC 8
    failure: 'Failed to load profile image.', // SPEC 8
  },
  /** The accounts that saved the photographer's portfolio (D20). */
  subscribers: {
    failure: 'Failed to load your subscribers.',
    empty: 'No one has saved your portfolio yet.',
    onlyPhotographers: 'Only photographers have subscribers.',
  },
  /** Issue 23: what would make a published profile stronger, each a link to where it is done. */
  checklist: {
    title: 'Make your profile stronger',
    intro: 'Your profile is live. Clients choose photographers whose profiles tell them more:',
    progress: (done: number, total: number) => `${done} of ${total} done`,
    complete: 'Your profile has everything clients look for. Keep your photographs fresh.',
    doneLabel: 'Done',
    items: {
      bio: { label: 'Introduce yourself', hint: 'A few lines about you and your work, in Message.' },
      photos: {
        label: (n: number) => `Show at least ${n} photographs`,
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
