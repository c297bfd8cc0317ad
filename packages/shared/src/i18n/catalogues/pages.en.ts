/**
 * What each page says about itself in its head: the <title> and the meta description that
 * browsers, crawlers and link previews read (apps/web/src/lib/route-meta.ts, each route module's
 * `handle.meta`; docs/rules/public-pages.md#without-javascript). A title gets " · Picha Studio"
 * added unless it names the studio. `{studio}` is STUDIO_NAME. ICU messages
 * (docs/decisions/0046-languages.md).
 */
export default {
  /** The home page, and any page that says nothing of its own. */
  home: {
    title: '{studio} · Photography and videography in Nairobi, Kenya',
    description:
      'Picha Studio is a Nairobi photography and videography studio for weddings, events, portraits and brands, and a marketplace of Kenyan photographers.',
  },
  /** /about */
  about: {
    title: 'About us',
    description:
      'Meet Picha Studio: a Nairobi photography and videography team since 2014. Our story, our values of happiness, integrity and excellence, our vision and the people behind the lens.',
  },
  /** /blogs */
  blogs: {
    title: 'Blog: stories from behind the lens',
    description:
      'Photography in Kenya from the {studio} team: golden hour in the Mara, weddings in the rains, drone rules, editing tips and behind-the-scenes notes.',
  },
  /** /contact */
  contact: {
    title: 'Contact Us',
    description:
      'Plan a wedding, event, portrait or brand shoot with {studio} in Westlands, Nairobi. Call, e-mail or send us a message; we answer within one working day.',
  },
  /** /contact/:id, the inquiry form to one photographer. `name` is the photographer's. */
  contactPhotographer: {
    title: 'Contact {name}',
    description: 'Send {name} an inquiry about your wedding, event or shoot on {studio}.',
  },
  /** The description of a photographer's page (profile or inquiry form) when there is no such photographer. `notFound` is profileTexts.notFound. */
  photographerNotFound: '{notFound} on {studio}.',
  /** /photographer/:id, a photographer's public profile. */
  profile: {
    /** `name` the photographer's, `role` one of the role messages below. */
    title: '{name} · {role}',
    /** The same with their location. */
    titleIn: '{name} · {role} in {location}',
    /** The description when the photographer wrote none about themselves. `role` is in lower case. */
    description: '{name} is a {role}. See the portfolio and get in touch on {studio}.',
    descriptionIn: '{name} is a {role} in {location}. See the portfolio and get in touch on {studio}.',
    /** The role from the speciality they typed ("Wedding", from "Wedding Photography"). */
    role: '{speciality} photographer',
    /** The role when they typed no speciality. */
    roleNone: 'Photographer',
  },
  /** /cookies */
  cookies: {
    title: 'Cookie settings',
    description:
      'Choose which cookies {studio} may use. Essential storage keeps the site working; analytics and marketing cookies run only if you allow them.',
  },
  /** /credits */
  credits: {
    title: 'Photo credits',
    description:
      'The authors, licences and sources of every photograph, film, logo and avatar on the {studio} website.',
  },
  /** /gallery */
  gallery: {
    title: 'Gallery',
    description:
      'Favourite photographs from the Picha Studio archive: weddings, wildlife, food, cities and details, shot across Kenya. Open any of them full size.',
  },
  /** /portfolio and /portfolio/:tab */
  portfolio: {
    title: 'Portfolio',
    weddings: 'Wedding photography portfolio',
    sports: 'Sports photography portfolio',
    commercials: 'Commercial photography portfolio',
    events: 'Event photography portfolio',
    description:
      'Weddings, sports, commercials and events photographed across Kenya by the Picha Studio team in Nairobi. Browse the work and see each photograph full size.',
  },
  /** /privacy-policy */
  privacy: {
    title: 'Privacy Policy',
    description:
      'How {studio} collects, uses, keeps and protects personal data under Kenya’s Data Protection Act, 2019, and how to use your rights.',
  },
  /** /terms */
  terms: {
    title: 'Terms of Service',
    description:
      'The terms for booking {studio}, deposits and cancellations, copyright and photo licences, our photographer marketplace and use of the site, under Kenyan law.',
  },
  /** /search?q= */
  search: {
    title: 'Search',
    /** `text` is what was searched for. */
    titleFor: 'Search: {text}',
    description: 'Pages, services and photographers of Picha Studio that match your search.',
  },
  /** /services */
  services: {
    title: 'Services and prices',
    description:
      'Wedding, event, commercial, sports, portrait, birthday, real estate, fashion and documentary photography and film from Nairobi, plus editing, with starting prices in KES.',
  },
  /** /testimonials */
  testimonials: {
    title: 'Client testimonials',
    description:
      'What couples, families and brands say about working with Picha Studio, the Nairobi photography and videography studio, and the photographers of its community.',
  },
  /** The description of the page shown for an address that does not exist. */
  notFoundDescription: 'The page you asked for is not here. It may have moved, or the link may be mistyped.',
  /** /signup */
  signup: {
    title: 'Join or sign in',
    description: 'Create your {studio} account or sign in to find photographers and manage your portfolio.',
  },
  /** /role-choice */
  roleChoice: {
    title: 'Choose your role',
    description: 'Tell us how you will use Picha Studio.',
  },
  /** /staff-invitation */
  staffInvitationDescription: 'Accept an invitation to the studio staff.',
  /** The client's dashboard, /dashboard/... */
  dashboard: {
    title: 'Dashboard',
    description: 'Your Picha Studio dashboard.',
    calendarTitle: 'Calendar',
    calendarDescription: 'The dates of your events and where each request stands.',
    messagesTitle: 'Messages',
    messagesDescription: 'Your conversations with photographers.',
    notificationsTitle: 'Notifications',
    notificationsDescription: 'What happened with your bookings.',
    profileTitle: 'Your profile',
    profileDescription: 'Your Picha Studio account.',
    settingsTitle: 'Settings',
    settingsDescription: 'Your Picha Studio account settings.',
  },
  /** The photographer's dashboard, /photographer-dashboard/...: a page's title is "<page> · Photographer dashboard". */
  photographerDashboard: {
    title: 'Photographer dashboard',
    description: 'Manage your photography business on Picha Studio.',
    analytics: 'Analytics',
    analyticsDescription: 'Profile views and inquiries.',
    availability: 'Availability',
    availabilityDescription: 'Your working week, the days you block and your accepted bookings.',
    bookings: 'Booking requests',
    bookingsDescription: 'Your booking requests.',
    earningsDescription: 'What clients paid by M-Pesa, the studio commission and your payouts.',
    leads: 'Leads',
    leadsDescription: 'Your booking requests, stage by stage.',
    notifications: 'Notifications',
    notificationsDescription: 'What happened with your bookings.',
    overview: 'Overview',
    overviewDescription: 'Your numbers and recent activity.',
    packages: 'Packages',
    packagesDescription: 'The packages clients can request from your profile.',
    portfolio: 'Portfolio',
    portfolioDescription: 'Create and update your portfolio.',
    settings: 'Settings',
    settingsDescription: 'Your profile picture and account.',
    subscriptions: 'Subscriptions',
    subscriptionsDescription: 'The clients who saved your portfolio.',
    support: 'Support',
    supportDescription: 'Help articles, and questions to the studio with their answers.',
    testimonials: 'Testimonials',
    testimonialsDescription: 'Your clients’ reviews: reply, feature the best on your profile, report abuse.',
  },
  /** The studio's console, /studio/...: the descriptions (the titles are the console's own headings). */
  studio: {
    audit: 'Every change made from the console.',
    blogPost: 'Write a blog post: Markdown body, sections, cover, and when it is published.',
    blog: 'Write, schedule, publish and delete the blog’s posts.',
    bookings: 'Every booking request of the marketplace, for the studio.',
    content: 'Edit the hero slides, FAQs and the rest of what the public pages show.',
    helpArticles: 'Help articles for photographers.',
    inboxMessage: 'A contact message and its answers.',
    inbox: 'Contact messages, read and answered.',
    newsletterCampaign: 'Write, preview, test and send a newsletter.',
    newsletter: 'Newsletters and subscribers.',
    overview: "The console's numbers.",
    payments: 'M-Pesa payments, disputes, refunds and payouts, for the studio.',
    photographers: "Feature, hide and restore photographers' listings; the demo switch.",
    reviews: 'Reviews photographers reported, waiting for the studio.',
    staff: 'Studio staff and invitations.',
    support: 'Tickets from photographers.',
  },
  /** The words on the /cookies page itself (the switches are cookieSettingsTexts). */
  cookiesPage: {
    eyebrow: 'Privacy',
    intro:
      'Cookies and similar storage let a website remember things on your device. We keep this to a minimum: the essential ones keep the site working and cannot be switched off. Analytics and marketing cookies run only if you allow them here, and you can change your mind at any time.',
    /** Followed by the link `privacyLink` and a full stop. */
    noneYet:
      'Today we do not run any analytics or marketing cookies at all. If we add them, they will respect the choice you save here. Read more in our',
    privacyLink: 'privacy policy',
    storedTitle: 'What we keep on your device',
    /** How long an item is kept; `lasts` is one of the `lasts…` below. */
    kept: 'Kept: {lasts}',
    cookieEssential: 'Cookie (essential)',
    localEssential: 'Local storage (essential)',
    sessionEssential: 'Session storage (essential)',
    sessionPurpose: 'Keeps you signed in. Scripts cannot read it, and it is sent only to this site.',
    sessionLasts: '30 days, or until you log out',
    userPurpose: 'Your username and picture, for the top bar while you are signed in.',
    userLasts: 'Until you log out',
    darkModePurpose: 'Whether you chose the light or the dark theme.',
    darkModeLasts: 'Until you clear your browser data',
    preferencesPurpose: 'The choices you save on this page.',
    preferencesLasts: 'Until you change them or clear your browser data',
    loaderPurpose: 'Shows the opening progress bar only once per visit.',
    loaderLasts: 'Until you close the tab',
  },
  /** The words on the /credits page itself (the list is the media library's). */
  creditsPage: {
    eyebrow: 'Credits',
    intro:
      'Photographers deserve their names next to their work. This page lists every photograph, film, logo and avatar this site shows, with its author, its licence and where it came from. It is generated from our media library, so nothing is added to the site without its credit appearing here.',
    licences:
      'Many of these pictures are shared under Creative Commons licences. CC BY lets anyone use a work if they credit the author, name the licence and link to it, and say what they changed; CC BY-SA adds that adapted versions must be shared under the same licence, as the GNU licences do for their works. Our changes: the photographs are resized, cropped in places and re-encoded as AVIF, WebP and JPEG at several sizes, and the films are slideshows made from the photographs listed under them.',
    /** Followed by the link `contactLink` and a full stop. */
    people:
      'Photographs that show recognisable people are general illustrations of events; they are not our clients or our team. Avatars of our team, clients and photographers are generated initials, not photographs. To use one of these works yourself, follow its licence. For our own work, please',
    contactLink: 'contact us',
  },
  /** The client's dashboard home, /dashboard. */
  dashboardHome: {
    eyebrow: 'Karibu',
    /** `name` is the username, or accountTexts.guest. */
    welcome: 'Welcome, {name}',
  },
  /** The top bar of the client's dashboard. */
  dashboardLayout: {
    menu: 'Dashboard menu',
  },
  /** /newsletter/:status, the page a newsletter e-mail's link opens. */
  newsletterStatus: {
    confirmedTitle: 'Subscription confirmed',
    confirmedBody: 'Thank you. You will hear from us when there is new work and new stories to share.',
    unsubscribedTitle: 'You have been unsubscribed',
    unsubscribedBody: 'We will not e-mail you again. You can subscribe again at any time from the footer.',
    invalidTitle: 'This link is no longer valid',
    invalidBody: 'The link may be incomplete or old. Subscribe again from the footer to get a fresh one.',
    home: 'Back to the home page',
  },
  /** The photographer's dashboard shown to someone who is not a photographer. */
  notAPhotographer: {
    body: 'Choose Photographer on the role page to create your photographer ID, publish a portfolio and receive booking requests.',
    action: 'Choose your role',
  },
  /** /photographer-dashboard/settings */
  photographerSettings: {
    eyebrow: 'Settings',
    title: 'Profile and account',
    intro: 'How you appear to clients, and where to change it.',
    changePicture: 'Change your picture',
    account: 'Account',
    /** `email` is the account's e-mail, or `you`. */
    signedInAs: 'Signed in as {email}.',
    you: 'you',
    accountSettings: 'Account settings',
    accountSettingsHint: 'Your name, picture and password; download your data or delete your account.',
    publicProfile: 'Your public profile',
    publicProfileHint: 'The page clients see, with your portfolio and your contact details.',
  },
  /** /search */
  searchPage: {
    eyebrow: 'Search',
    /** `asked` is the text searched for in quotes, the category, or both (`askedBoth`). */
    resultsFor: 'Results for {asked}',
    askedText: '“{text}”',
    askedCategory: 'in {category}',
    askedBoth: '“{text}” in {category}',
    searchTheSite: 'Search the site',
  },
  /** /dashboard/settings */
  settingsPage: {
    title: 'Settings',
    intro: 'Your profile, password and data.',
  },
  /** /signup, beside the form on wide screens. */
  signupPage: {
    /** The picture side's name for assistive technology; `studio` is STUDIO_NAME. */
    aside: 'About {studio}',
    tagline: 'Every moment, beautifully kept.',
    intro:
      'Weddings, events, portraits and brands across Kenya: find the photographer for your day, or show the world your work.',
  },
  /** /testimonials */
  testimonialsPage: {
    portfolio: 'See our portfolio',
  },
} as const;
