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
    activityLabels: {
      'Created project': 'Created portfolio',
      'Profile viewed': 'Profile viewed',
      'Uploaded image': 'Uploaded image',
      'Joined platform': 'Joined platform',
      'New review': 'New review',
    } as Readonly<Record<string, string>>,
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
      photosBody: 'Your portfolio has no photographs yet. Profiles with a dozen strong images get far more inquiries.',
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
  /** The month of booking requests on the bookings page. */
  bookingMonth: {
    /** `month`: the month's name and year, already formatted. */
    label: 'Bookings in {month}',
    previous: 'Previous month',
    next: 'Next month',
    caption: '{month}: your bookings by day',
    legendLabel: 'Status colours',
  },
  /** The availability page around the calendar and the working week. */
  availabilityPage: {
    eyebrow: 'Bookings',
    loading: 'Loading your availability…',
    createPortfolio: 'Create your portfolio',
    bookingsThisMonth: 'Bookings this month',
    seeBookings: 'See your bookings',
    chooseTimeZone: 'Choose a time zone',
    timeZoneHint: 'Days and hours count in this zone; “today” too.',
    saving: 'Saving…',
    saveWeek: 'Save working week',
    weekdays: {
      0: 'Sunday',
      1: 'Monday',
      2: 'Tuesday',
      3: 'Wednesday',
      4: 'Thursday',
      5: 'Friday',
      6: 'Saturday',
    },
  },
  /** The subscribers page around its list. */
  subscribersPage: {
    eyebrow: 'Audience',
    title: 'Subscriptions',
    intro: 'Clients who saved your portfolio to their favourites. They are the people most likely to book you.',
    loading: 'Loading your subscribers…',
    emptyBody: 'When a client saves your portfolio to their favourites, they show here.',
    /** After the total in bold; `count` is the number. */
    total: '{count, plural, one {subscriber} other {subscribers}}',
    /** Before when they saved it ("2 days ago"). */
    saved: 'Saved your portfolio',
  },
  profilePicturePanel: {
    loading: 'Loading your profile picture…',
    alt: 'Your profile picture',
    title: 'Profile picture',
    intro: 'Shown at the top of your public profile and on your card in the photographer directory.',
  },
  /** Photographs: choosing, uploading, ordering and removing them in the portfolio. */
  photos: {
    processing: 'Processing…',
    processingValue: 'Processing',
    cancelUpload: 'Cancel upload',
    choose: 'Choose photographs',
    /** `max`: the most photographs a portfolio holds. */
    full: 'Your portfolio holds the most photographs it can ({max}). Remove some to add others.',
    /** `megabytes`: the largest file; `room`: how many more fit. */
    dropHint: 'Or drop them here. JPEG, PNG, WebP or AVIF, up to {megabytes} MB each; room for {room} more.',
    leftOut: 'Some files were left out:',
    /** `size`: their total size, already formatted ("3.4 MB"). */
    readyToUpload: 'Ready to upload: {count, plural, one {# photograph} other {# photographs}} ({size})',
    previewAlt: 'Preview of {file}',
    noPreview: 'No preview: this browser cannot show this file',
    leaveOut: 'Leave out {file}',
    added: '{count, plural, one {# photograph} other {# photographs}} added to your portfolio.',
    cancelled: 'Upload cancelled. Nothing was added.',
    serverRefused:
      'The server could not take {count, plural, one {this photograph} other {these photographs}}. Please try again later.',
    uploading: 'Uploading {count, plural, one {# photograph} other {# photographs}}',
    upload: 'Upload {count, plural, one {# photograph} other {# photographs}}',
    clear: 'Clear selection',
    /** After portfolioTexts.tooManyImages. */
    tooManyRemove: 'Remove some photographs to add others.',
    tooManyRoom: 'You can add {room} more.',
    /** The list of the portfolio's photographs; `position` counts from 1. */
    alt: 'Photograph {position} of your portfolio',
    moved: 'Photograph {from} moved to position {to} of {total}.',
    removed: 'Photograph {position} removed. Save your changes to delete it for good.',
    discarded: 'Changes discarded.',
    saveFailed: 'Your photographs could not be saved.',
    saved: 'Your photographs were saved.',
    none: 'No photographs yet. The first one you upload becomes the cover of your public profile.',
    listLabel: 'Your photographs, in order',
    /** After the first photograph's number. */
    cover: '· cover',
    moveEarlierLabel: 'Move photograph {position} earlier',
    moveEarlier: 'Move earlier',
    moveLaterLabel: 'Move photograph {position} later',
    moveLater: 'Move later',
    removeLabel: 'Remove photograph {position}',
    remove: 'Remove',
    unsaved: 'Unsaved changes to your photographs.',
    /** After `unsaved`, with its leading space. */
    willBeDeleted: ' {count, plural, one {# photograph} other {# photographs}} will be deleted.',
    discard: 'Discard',
    save: 'Save photographs',
  },
  /** The booking requests page: the cards, their buttons and the dialog that answers one. */
  requests: {
    eyebrow: 'Bookings',
    title: 'Booking requests',
    intro:
      'Clients who want to book you, with the date and the service they asked about. Accept or decline each one before it expires; the client is told at once.',
    loading: 'Loading booking requests…',
    emptyBody: 'When a client sends you an inquiry from your profile, it shows here.',
    byStatusLabel: 'Requests by status',
    /** The switch between the list and the month. */
    show: 'Show',
    list: 'List',
    month: 'Month',
    listLabel: 'Booking requests',
    eventDate: 'Event date',
    email: 'Email',
    phone: 'Phone',
    /** The client's name when they gave none: at the start of a sentence, and inside one. */
    theClient: 'The client',
    theClientInside: 'the client',
    /** Before when it arrived ("2 hours ago"). */
    received: 'Received',
    toldAtOnce: '{client} is told at once.',
    accept: 'Accept',
    markCompleted: 'Mark completed',
    decline: 'Decline',
    cancelBooking: 'Cancel booking',
    answer: {
      acceptedTitle: 'Accept {client}’s request?',
      acceptedConfirm: 'Accept request',
      declinedTitle: 'Decline {client}’s request?',
      declinedConfirm: 'Decline request',
      completedTitle: 'Mark {client}’s request as completed?',
      completedConfirm: 'Mark completed',
      cancelledTitle: 'Cancel {client}’s booking?',
      cancelledConfirm: 'Cancel booking',
      whyCancel: 'Why are you cancelling?',
      replyTo: 'Reply to {client}',
      cancelHint: '{client} is told at once, with your reason.',
      replyHint: '{client} receives your answer by e-mail, with this note.',
      cancelPlaceholder: 'For example: I am unwell and cannot cover your event. I am so sorry…',
      declinePlaceholder: 'For example: I am already booked that day. Try my colleague…',
      acceptPlaceholder: 'For example: Thank you! I will send you my packages and a contract this week.',
      keepBooking: 'Keep booking',
      cancel: 'Cancel',
    },
  },
  /** The leads page's filters and cards. */
  leadsPage: {
    filterLabel: 'Filter leads',
    package: 'Package',
    stagesLabel: 'Stages',
    eventDate: 'Event date',
    loading: 'Loading your leads…',
  },
  /** The packages page and its form. */
  packagesPage: {
    eyebrow: 'Offers',
    loading: 'Loading your packages…',
    createPortfolio: 'Create your portfolio',
    listLabel: 'Your packages, in the order clients see them',
    moveUp: 'Move up',
    moveDown: 'Move down',
    /** Said after a move: the package's title, its place and how many there are. */
    moved: '{title}: {position} of {total}.',
    edit: 'Edit',
    editLabel: 'Edit {title}',
    hide: 'Hide',
    hideLabel: 'Hide {title}',
    show: 'Show',
    showLabel: 'Show {title}',
    delete: 'Delete',
    deleteLabel: 'Delete {title}',
    deleteConfirm: 'Delete package',
    form: {
      title: 'Title',
      titleHint: 'For example “Half-day wedding” or “Studio portraits”.',
      priceKes: 'Price (KES)',
      priceUsd: 'Price (USD, optional)',
      priceUsdHint: 'Shown beside the KES price for visitors from abroad.',
      duration: 'Duration',
      durationIn: 'Duration in',
      hours: 'Hours',
      days: 'Days',
      deliverables: 'What you deliver (optional)',
      deliverablesHint: 'For example “300 edited photos, online gallery in 2 weeks”.',
      description: 'Description (optional)',
    },
  },
  /** The portfolio page: its form, its photographs and deleting it. */
  portfolioPage: {
    eyebrow: 'Portfolio',
    loading: 'Loading your portfolio…',
    failure: 'Your portfolio could not be loaded.',
    title: 'Your portfolio',
    createTitle: 'Create your portfolio',
    intro: 'What clients see on your public profile.',
    viewPublic: 'View public profile',
    createIntro:
      'Your name, what you shoot, where, and one photograph are all it takes to appear in the directory. The rest can come later.',
    photographs: 'Photographs',
    /** How many photographs of the most a portfolio holds; both numbers as they are. */
    photoCount: '{count} of {max}',
    deleteTitle: 'Delete portfolio',
    deleteBody:
      'Removes your portfolio, its photographs and its video. Clients can no longer find your profile. Your account stays.',
    deleteDetail: 'Your photographs and video are deleted with it. This cannot be undone.',
    form: {
      /** Before what the server understood, in bold ("from Ksh 85,000"). */
      understoodBefore: 'We read this as ',
      understoodAfter: ', for clients’ searches.',
      priceUnread: 'We could not read a number from this; clients see it as written.',
      experienceUnread: 'We could not read a number of years from this; clients see it as written.',
      experienceHint: 'For example “8 years” or “since 2015”.',
      /** What the server understood from a price: `money` already formatted. */
      priceFrom: 'from {money}',
      lessThanAYear: 'less than a year',
      years: '{count, plural, one {# year} other {# years}}',
      /** `megabytes`: VIDEO_MAX_BYTES in MB. */
      videoHintCreate: 'A short film of your work, if you have one: MP4, WebM or MOV, up to {megabytes} MB.',
      videoHintUpdate: 'Choose a file only to replace your current video (MP4, WebM or MOV, up to {megabytes} MB).',
      title: 'Portfolio details',
      required: 'Only your name, speciality and location are required.',
      requiredCreating: 'Only your name, speciality and location are required, with one photograph.',
      aboutYou: 'About you',
      name: 'Name',
      email: 'Email (optional)',
      emailHint: "Where clients' requests reach you; left blank, your account's address.",
      phone: 'Phone (optional)',
      website: 'Website (optional)',
      instagram: 'Instagram (optional)',
      instagramHint: "Your handle, e.g. @wanjiku.photos, or your profile's address.",
      speciality: 'Speciality',
      chooseSpeciality: 'Choose a speciality',
      location: 'Location',
      chooseLocation: 'Choose a location',
      price: 'Price (optional)',
      experience: 'Experience (optional)',
      availability: 'Availability (optional)',
      availabilityHint: 'Shown on your profile as “… available”, e.g. “Weekends” or “Weekdays and evenings”.',
      message: 'Message (optional)',
      messageHint: 'Introduce yourself and your work. Clients read this on your profile.',
      video: 'Video',
      currentVideo: 'Your current video',
      photographs: 'Photographs',
      photographsIntro:
        'At least one: clients see your first photograph on your card and at the top of your profile. You can add more, and change their order, at any time.',
      uploadingPortfolio: 'Uploading your portfolio',
      uploadingVideo: 'Uploading your video',
      saving: 'Saving…',
      create: 'Create portfolio',
      save: 'Save changes',
    },
  },
} as const;
