/** Every user-facing text of the spec, word for word (SPEC 5 and 8, DECISIONS D10). */
export const texts = {
  newsletter: {
    invalidEmail: 'Please enter a valid email address.',
    failure: 'Failed to submit. Please try again.',
    success: 'Thank you for subscribing!',
  },
  contact: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    messageRequired: 'Message is required',
    sending: 'Sending...',
    failure: 'There was an issue submitting the form. Please try again later.',
    success: 'Thank you! Your message has been sent successfully.',
  },
  auth: {
    emailInvalid: 'Please enter a valid email address',
    passwordRule: 'Password must contain at least one uppercase letter, one lowercase letter, and one number.',
    passwordMin: 'Password must be at least 6 characters long',
    passwordsMismatch: 'Passwords do not match',
    passwordTooCommon: 'This password is too common. Please choose another.',
    fallbackFailure: 'Something went wrong. Please try again.',
    signupSuccess: 'Signup successful!',
    loginSuccess: 'Login successful!',
    otpSent: (email: string) => `OTP sent to ${email}. Please check your email to reset your password.`,
    resetSuccess: 'Password reset successful! You can now log in.',
  },
  roleChoice: {
    title: 'Welcome! Choose Your Role',
    creating: 'Creating ID...',
    failure: 'Failed to create ID. Please try again.',
    notLoggedIn: 'Please log in to manage your portfolio.',
  },
  profilePicture: {
    missing: 'No profile picture found.',
    failure: 'Failed to load profile image.',
  },
  portfolio: {
    imageUploadFailed: 'Image upload failed.',
    saved: 'Portfolio updated successfully!',
    saveError: (message: string) => `Error: ${message}`,
    serverError: 'Server error. Please try again later.',
    confirmDelete: 'Are you sure you want to delete your portfolio?',
    deleted: 'Portfolio deleted successfully!',
    required: {
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      message: 'Message is required.',
      video: 'Video is required.',
      speciality: 'Speciality is required.',
      price: 'Price is required.',
      location: 'Location is required.',
      experience: 'Experience is required.',
      website: 'Website is required.',
    },
  },
  bookingRequests: {
    failure: 'Failed to load booking requests.',
    empty: 'No booking requests available.',
  },
  blogs: {
    emptyTitle: 'No blogs available.',
    emptyBody: 'No blogs available at the moment. Check back later.',
    notFound: 'No blog details found.',
    untitled: 'Untitled Blog',
    noContent: 'No content available.',
    unknownAuthor: 'Author: Unknown',
    unknownDate: 'Posted on: Unknown date',
  },
  profile: {
    notFound: 'Photographer not found',
    error: (message: string) => `Error: ${message}`,
    noDescription: 'No description available',
    available: (availability: string) => `${availability} available`,
    noAvailability: 'No available data at the moment',
  },
  cards: {
    noSpeciality: 'No Speciality',
    unnamed: 'Unnamed',
    noLocation: 'No location',
    notProvided: 'Not provided',
    notStated: 'Not stated',
    noDescription: 'No description available',
    empty: 'No photographers found.',
  },
  overview: { noActivities: 'No recent activities found.' },
  cookies: { saved: 'Your cookie preferences have been saved!', accept: 'I accept the use of cookies' },
  search: { placeholder: 'Search...', noMatches: 'No matches found', allCategories: 'All Categories' },
  closingCta: 'Ready to Create Memories?',
  routerFallback: 'Unexpected Application Error!',
  /** The button of a failed load. */
  retry: 'Try again',
  guest: 'Guest',
  manageBusiness: 'manage your Photography business',
} as const;

/**
 * Inquiries and their answers (D18, D20): the client's messages and calendar, the photographer's
 * booking requests and subscribers. Not worded by the spec; written in its voice.
 */
export const bookingTexts = {
  statusLabels: { pending: 'Pending', accepted: 'Accepted', declined: 'Declined', completed: 'Completed' },
  noEventDate: 'Date not set yet',
  messagesFailure: 'Failed to load your messages.',
  messagesEmpty: 'You have not sent any inquiries yet.',
  calendarFailure: 'Failed to load your calendar.',
  calendarNoEvents: 'No events this month.',
  subscribersFailure: 'Failed to load your subscribers.',
  subscribersEmpty: 'No one has saved your portfolio yet.',
  answered: {
    accepted: 'Request accepted.',
    declined: 'Request declined.',
    completed: 'Request marked as completed.',
  },
  answerFailure: 'Failed to answer the request. Please try again.',
} as const;

/**
 * The client's side of the marketplace (SPEC 2 /dashboard, D16, D17): searching photographers,
 * their cards and favourites. The group titles are the spec's; the rest is written in its voice.
 */
export const directoryTexts = {
  featuredTitle: 'Featured Photographers',
  allTitle: 'All Photographers',
  total: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'photographer' : 'photographers'}`,
  nav: {
    label: 'Dashboard',
    dashboard: 'Dashboard',
    photographerDashboard: 'Photographer dashboard',
    messages: 'Messages',
    calendar: 'Calendar',
    favourites: 'Favourites',
  },
  filters: {
    label: 'Search and filter photographers',
    search: 'Search',
    searchPlaceholder: 'Name, style or place',
    location: 'Location',
    anyLocation: 'Any location',
    style: 'Style',
    anyStyle: 'Any style',
    price: 'Price range',
    anyPrice: 'Any price',
    sort: 'Sort by',
    submit: 'Search',
    clear: 'Clear filters',
  },
  directory: {
    eyebrow: 'The Picha community',
    title: 'Find your photographer',
    intro:
      'Wedding, portrait, event, commercial, fashion and nature photographers from Nairobi to Mombasa and beyond. Compare their work, prices and experience, save your favourites and get in touch.',
    metaTitle: 'Find a photographer: weddings, portraits, events and more',
    metaDescription:
      'Browse photographers of the Picha Studio community in Kenya and beyond: weddings, portraits, events, commercial, fashion and nature. Filter by place, style and price.',
    /** The description of a page with facets chosen, e.g. "Wedding photographers in Nairobi". */
    facetDescription: (title: string) =>
      `${title} on Picha Studio: compare their portfolios, prices and experience, save your favourites and get in touch.`,
  },
  dashboardIntro: 'Find a photographer for your next shoot, save your favourites and get in touch.',
  emptyHint: 'Try another place, style or price, or clear the filters.',
  loading: 'Loading photographers…',
  updating: 'Updating the results…',
  failure: 'Failed to load photographers.',
  pagination: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  card: {
    featured: 'Featured',
    price: 'Price',
    experience: 'Experience',
    from: (usd: number) => `From $${Math.round(usd).toLocaleString('en-US')}`,
    years: (years: number) => (years < 1 ? 'Less than a year' : `${years} ${years === 1 ? 'year' : 'years'}`),
    photos: (n: number) => `${n} ${n === 1 ? 'photograph' : 'photographs'}`,
  },
  favourites: {
    title: 'Favourites',
    intro: 'The photographers you saved, the most recent first.',
    /** The visible word of the profile's button; its accessible name is `save(name)`. */
    saveShort: 'Save',
    save: (name: string) => `Save ${name} to your favourites`,
    signInToSave: (name: string) => `Sign in to save ${name} to your favourites`,
    saveFailed: (name: string) => `Could not save ${name}. Please try again.`,
    removeFailed: (name: string) => `Could not remove ${name} from your favourites. Please try again.`,
    empty: 'You have not saved any photographers yet.',
    emptyHint: 'Tap the heart on a photographer to keep them here for later.',
    find: 'Find photographers',
    failure: 'Failed to load your favourites.',
  },
} as const;

/** Answers to input no form produces (the server refuses it before it reaches the database). */
export const inputTexts = {
  controlCharacters: 'This field contains control characters (such as a NUL byte). Please remove them and try again.',
} as const;
