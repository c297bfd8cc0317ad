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
  /** The dashboard's frame: the links, the dark-mode switch, the navigation's name. */
  shell: {
    nav: {
      overview: 'Overview',
      portfolio: 'Portfolio',
      bookings: 'Bookings',
      galleries: 'Galleries',
      analytics: 'Analytics',
      availability: 'Availability',
      packages: 'Packages',
      subscriptions: 'Subscriptions',
      notifications: 'Notifications',
      settings: 'Settings',
    },
    navLabel: 'Photographer dashboard',
    darkMode: 'Dark mode',
    toLightTheme: 'Switch to the light theme',
    toDarkTheme: 'Switch to the dark theme',
  },
  /** The overview page's heading, numbers, activities and next step. */
  home: {
    eyebrow: 'Overview',
    /** The title when the photographer has a name. */
    welcome: 'Karibu, {name}',
    titleNoName: 'Your photography business',
    intro: 'How clients are finding you, and what happened lately.',
    loading: 'Loading',
    numbersFailure: 'Your numbers could not be loaded.',
    numbersLabel: 'Your numbers',
    stats: {
      views: { label: 'Profile views', hint: 'Visitors to your public profile' },
      bookings: { label: 'Bookings', hint: 'Booking requests received' },
      projects: { label: 'Projects completed', hint: 'Shoots delivered' },
      images: { label: 'Images uploaded', hint: 'Photographs in your portfolio' },
    },
    /** One part of the bookings tile's line, "2 pending"; `count` is already formatted, `status` the state's name in lower case. */
    statusPart: '{count} {status}',
    activitiesTitle: 'Recent Activities',
    activitiesLoading: 'Loading recent activities…',
    activitiesFailure: 'Recent activities could not be loaded.',
    activitiesEmpty: 'Uploads, new projects and visits to your profile will show here.',
    /** An aggregated activity, "12 times"; `count` is already formatted. */
    activityTimes: '{count} times',
    next: {
      createTitle: 'Create your portfolio',
      createBody:
        'Clients find you through your portfolio: your speciality, your prices, your best photographs and a short film.',
      createLabel: 'Create portfolio',
      photosTitle: 'Add your photographs',
      photosBody:
        'Your portfolio has no photographs yet. Profiles with a dozen strong images get far more inquiries.',
      photosLabel: 'Upload photographs',
      liveTitle: 'Your public profile is live',
      liveBody: 'See your page the way clients see it, and share the link with the people you work with.',
      liveLabel: 'View public profile',
    },
  },
  /** The analytics page around the conversion and the states. */
  analyticsPage: {
    eyebrow: 'Analytics',
    title: 'How clients find you',
    intro: 'Visits to your public profile and the inquiries they lead to, day by day (Nairobi time).',
    loading: 'Loading your analytics…',
    failure: 'Your analytics could not be loaded.',
    totalsLabel: 'Totals',
    profileViews: 'Profile views',
    inquiries: 'Inquiries',
    bookings: 'Bookings',
    images: 'Images',
    last30Days: 'last 30 days',
    allTime: 'all time',
    inPortfolio: 'in your portfolio',
    viewsChart: 'Profile views per day',
    inquiriesChart: 'Inquiries per day',
    /** The views chart's table column. */
    viewsColumn: 'views',
    inquiriesColumn: 'inquiries',
    /** `count` views, "12 views". */
    views: '{count, plural, one {# view} other {# views}}',
    inquiriesCount: '{count, plural, one {# inquiry} other {# inquiries}}',
  },
  /** The bar chart of the analytics page; `amount` is a count with its unit ("12 views"). */
  chart: {
    /** After the total in bold: "in 30 days · 1.4 a day"; `average` is already formatted. */
    perDay: 'in {days} days · {average} a day',
    /** The chart in words, for screen readers. */
    described: '{amount} over the last {days} days.',
    describedPeak: '{amount} over the last {days} days; the busiest day was {day} with {peak}.',
    showTable: 'Show the numbers as a table',
    hideTable: 'Hide the numbers',
    /** The table's caption: the chart's title. */
    tableCaption: '{title}, per day',
    day: 'Day',
  },
  /** How long something has waited, in its largest whole unit. */
  waited: {
    minutes: '{count, plural, one {# minute} other {# minutes}}',
    hours: '{count, plural, one {# hour} other {# hours}}',
    days: '{count, plural, one {# day} other {# days}}',
  },
} as const;
