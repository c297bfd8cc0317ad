/**
 * The studio console's Content section (docs/rules/history.md#issue-14, docs/rules/public-pages.md#studio-content):
 * editing the studio's own content (hero slides, FAQs, services, the pages' words, …), its drafts and previews, and the
 * messages of /api/studio/content/*. None of these words is the spec's own.
 */
export default {
  /** The console's navigation entry and the section's heading. */
  navLabel: 'Content',
  title: 'Site content',
  intro:
    'Edit what the public pages show. A save is a draft: preview it, then publish it to the site (the gallery and portfolio photographs show at once). Every step is written to the audit log.',
  subnavLabel: 'Kinds of content',
  /** The name of each part of the content, in the section's navigation. */
  kinds: {
    heroSlides: 'Hero slides',
    faqs: 'FAQs',
    services: 'Services',
    testimonials: 'Testimonials',
    team: 'Team',
    partners: 'Partners',
    ctaBanners: 'Call-to-action bands',
    contactDetails: 'Contact details',
    socialLinks: 'Social links',
    searchIndex: 'Header search',
    imageLibrary: 'Gallery and portfolio photographs',
    home: 'Home page words',
    claims: 'Claims and numbers',
    about: 'About page words',
    testimonialsPage: 'Testimonials page words',
    servicesPage: 'Services page words',
    uniqueServices: 'Unique services',
    portfolio: 'Portfolio page words',
    galleryPage: 'Gallery page words',
    contactPage: 'Contact page words',
    pageHeadings: 'Section headings',
  },
  /** What each part holds, under its heading. */
  kindIntros: {
    heroSlides: 'The slides at the top of the home page, in the order shown (one to eight).',
    faqs: 'The questions and answers of the home page, in the order shown.',
    services: 'The ten services of /services and their own pages: words, starting prices and what they include.',
    team: 'The people of the About page.',
    partners: 'The logo strip of the home page.',
    ctaBanners: "The home page's call-to-action bands: words, link and one or two photographs.",
    contactDetails: 'What /contact shows, and the addresses the privacy policy and terms name.',
    socialLinks:
      "The studio's profiles, linked from the footer of every public page, in the order shown (one per network).",
    searchIndex:
      "What the header's search box finds: each entry's name, the page it opens and its category. 'Popular' entries show only under All Categories.",
    home: "The home page's heading, its introduction, the services heading, the process steps and the closing call to action.",
    claims:
      "The figures under the home page's introduction and on /services (e.g. 300+ projects delivered), in the order shown.",
    about:
      "The About page's banner, story, photographs and their captions, values, vision and the photographers' pitch.",
    testimonialsPage: 'The heading, introduction and photograph of /testimonials.',
    servicesPage:
      'The words of /services around the services: introduction, headings, the wedding films and the fashion spotlight with its photographs.',
    uniqueServices:
      'The block of extras on /portfolio: its heading, the services it lists and the words of its link to the wedding films.',
    portfolio: "The introduction of /portfolio and each tab's name, title and description.",
    galleryPage: 'The small line, title and introduction of /gallery.',
    contactPage: 'The heading, introduction and photograph of /contact (its details are under Contact details).',
    pageHeadings:
      "The small lines above the sections and the headings of the studio's pages that have no part of their own, page by page.",
    testimonials:
      'What clients say, on the home page and /testimonials. Quote a marketplace review whose author said the studio may: its words stay as written.',
  },
  /** The name of one item of a list; `n`: its place, from 1. */
  item: {
    heroSlides: 'Slide {n}',
    faqs: 'Question {n}',
    services: 'Service {n}',
    testimonials: 'Testimonial {n}',
    team: 'Team member {n}',
    partners: 'Partner {n}',
    ctaBanners: 'Band {n}',
    socialLinks: 'Link {n}',
    searchIndex: 'Entry {n}',
    claims: 'Claim {n}',
    openingHours: 'Opening hours {n}',
  },
  /**
   * The editors' fields. `n`: a photograph's, step's, value's or film's place, from 1; `section`: the name of the
   * page's section the field belongs to; `network`: a social network's name.
   */
  fields: {
    image: 'Photograph',
    text: 'Heading',
    paragraph: 'Paragraph',
    linkPath: 'Link to (a path of this site)',
    linkLabel: 'Link words',
    question: 'Question',
    answer: 'Answer',
    title: 'Title',
    summary: 'Summary (cards and link previews)',
    description: 'Description, one paragraph a line',
    inclusions: 'What the price includes, one a line',
    startingPriceKes: 'Starting price (KES)',
    priceUnit: 'Price is for',
    turnaround: 'Turnaround',
    featured: "Shown as a shoot card with 'Book Your Spot' on /services",
    name: 'Name',
    feedback: 'What they said',
    occasion: 'Occasion (optional)',
    avatar: 'Avatar',
    role: 'Role',
    bio: 'Short bio',
    memberDescription: 'Longer description (optional)',
    link: '{network} profile (optional)',
    logo: 'Logo',
    eyebrow: 'Eyebrow (optional)',
    bandDescription: 'Description',
    /** A band's first photograph is required, the others optional. */
    bandImage: '{n, plural, =1 {Photograph} other {Photograph # (optional)}}',
    bandImageAlt: '{n, plural, =1 {What the photograph shows} other {What photograph # shows}}',
    network: 'Network',
    url: 'Profile address',
    searchName: 'Name (what the search finds)',
    searchLink: 'Opens (a path of this site)',
    category: 'Category',
    phone: 'Phone',
    email: 'E-mail',
    privacyEmail: 'E-mail for privacy requests',
    locationLabel: 'Location, short (e.g. Westlands, Nairobi)',
    addressLines: 'Street address, one line each',
    mapUrl: 'Map link',
    directions: 'How to find the studio',
    postalAddress: 'Postal address',
    days: 'Days',
    hours: 'Hours',
    responseTime: 'How soon you answer',
    claimValue: 'Figure (e.g. 300+)',
    claimLabel: 'What it counts',
    pageHeading: 'Page heading (read by screen readers and search engines)',
    smallLine: '{section}: small line above the title',
    closingLink: 'Closing call to action: link words',
    points: 'Points, one a line',
    stepTitle: 'Step {n}: title',
    stepDescription: 'Step {n}: description',
    valueTitle: 'Value {n}: title',
    valueDescription: 'Value {n}: description',
    caption: 'Photograph {n}: caption',
    sectionTitle: '{section}: title',
    sectionDescription: '{section}: description',
    sectionParagraphs: '{section}: paragraphs, one a line',
    joinLabel: 'Sign-up link words',
    sectionImage: '{section}: photograph',
    sectionImageAlt: '{section}: what the photograph shows',
    carouselImage: 'Photograph {n}',
    lead: 'Introduction: lead paragraph',
    filmTitle: 'Film {n}: title',
    filmPlace: 'Film {n}: where it was filmed',
    filmCaption: 'Film {n}: caption',
    filmPreview: 'Film {n}: plays muted while pointed at',
    signupPrompt: 'Invitation beside the sign-up link',
    fashionImage: '{n, plural, =1 {Photograph} other {Photograph #}}',
    eyebrowOf: '{section}: small line above the title',
    linkWords: '{section}: link words',
    /** The unique services' items and the portfolio's tabs; `n`: the place, from 1. */
    itemTitle: 'Service {n}: title',
    itemDescription: 'Service {n}: description',
    itemIcon: 'Service {n}: icon',
    linkDetail: 'Link words read after them by screen readers (e.g. about our wedding films)',
    tabLabel: '{tab} tab: name',
    tabTitle: '{tab} tab: title',
    tabDescription: '{tab} tab: description',
  },
  /** The unique services' icons. */
  icons: {
    film: 'Film camera',
    drone: 'Drone',
    clock: 'Clock',
    album: 'Album',
    palette: 'Palette',
    map: 'Map',
  },
  /** The groups of the home and About editors; an empty optional step or value is left out. */
  pageGroups: {
    heading: 'Page heading',
    intro: 'Introduction',
    services: 'Services heading',
    process: 'The process',
    closing: 'Closing call to action',
    banner: 'Banner',
    story: 'Our story',
    carousel: 'Photograph captions',
    values: 'Values',
    vision: 'Vision',
    community: 'Photographers’ community',
    team: 'Team heading',
    testimonialsPage: 'Testimonials page',
    featured: 'Featured shoots heading',
    all: 'All services heading',
    weddingFilms: 'Wedding films',
    fashion: 'Fashion spotlight',
    stats: 'In numbers heading',
    contactPage: 'Contact page',
    contactDetails: 'Visit or call',
    partners: 'Partner strip',
    testimonials: 'Testimonials',
    faq: 'Questions',
    headingsHome: 'Home page',
    headingsAbout: 'About page',
    headingsServices: 'Services page',
    headingsTestimonials: 'Testimonials page',
    headingsBlog: 'Blog',
    uniqueServices: 'Heading and link',
    uniqueItems: 'The services',
    portfolioTabs: 'Tabs',
    galleryPage: 'Gallery page',
  },
  optionalSlots: 'Leave a step or value empty to leave it out.',
  optionalServiceSlots: 'Leave a service empty to leave it out.',
  /**
   * docs/rules/public-pages.md#languages: the group of an item's optional Kiswahili words, the note under its first field,
   * and each field's label; `field`: the English field's label.
   */
  kiswahili: 'Kiswahili (optional)',
  kiswahiliHint: 'Left empty, the English shows on the Kiswahili pages.',
  kiswahiliField: '{field} in Kiswahili',
  /** The group of a page section's optional Kiswahili words, after its English; `section`: the section's name. */
  kiswahiliGroup: '{section}: Kiswahili (optional)',
  /** The contact details editor's groups. */
  contactGroups: { reach: 'Phone and e-mail', location: 'Where the studio is', hours: 'Opening hours' },
  noPhoto: 'No second photograph',
  /** The social networks' names. */
  networks: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    twitter: 'X (Twitter)',
    linkedIn: 'LinkedIn',
    tikTok: 'TikTok',
  },
  /** The alt text of the launch content's call-to-action photograph. */
  defaultBandImageAlt: 'Three carved wooden drums lying on grass.',
  /** Hints under the fields. */
  hints: {
    linkPath: 'For example /services or /portfolio/weddings.',
    priceUnit: 'For example: per wedding day.',
    profileUrl: 'A full https:// address.',
    phone: 'With the country code, so it works from anywhere.',
    mapUrl: 'A full https:// address of the map (e.g. OpenStreetMap).',
    socialUrl: 'The full https:// address of the studio’s own profile.',
    searchLink: "For example /portfolio/weddings. D17's /popular/photographer/:id stays as it is.",
    bandImageAlt: 'For people who cannot see it: what is in the picture, in a sentence.',
    quoted: "A quoted review: its author's words and name stay as they wrote them.",
  },
  /** The name of one of the initials avatars; `n`: its number. */
  avatar: 'Initials avatar {n}',
  quotedBadge: 'Quoted review',
  /** Quoting a marketplace review as a testimonial. */
  quote: {
    title: 'Quote a marketplace review',
    intro: 'Reviews whose author ticked “The studio may quote this review”, and that are visible.',
    none: 'No review may be quoted yet.',
    /** `author`: the review's author. */
    action: 'Quote {author}',
    quoted: 'Already quoted',
    loadFailure: 'The reviews failed to load.',
    /** `count`: the review's rating. */
    stars: '{count} of 5 stars',
  },
  /** The attribution under a quoted review on /testimonials; `photographer`: the reviewed photographer. */
  clientOf: 'Client of {photographer}, via the marketplace',
  notQuotable: 'This review may not be quoted (its author has not agreed, or it is hidden).',
  /** The buttons that add an item to each list. */
  add: {
    heroSlides: 'Add a slide',
    faqs: 'Add a question',
    testimonials: 'Add a testimonial',
    team: 'Add a team member',
    partners: 'Add a partner',
    ctaBanners: 'Add a band',
    socialLinks: 'Add a link',
    searchIndex: 'Add an entry',
    claims: 'Add a claim',
    openingHours: 'Add a line of opening hours',
  },
  /** An item's buttons; `label`: the item's name (e.g. "Slide 2"). */
  moveUp: 'Move {label} up',
  moveDown: 'Move {label} down',
  remove: 'Remove {label}',
  save: 'Save and publish',
  saving: 'Saving…',
  discard: 'Discard changes',
  saved: 'Saved. The site shows it now.',
  unsaved: 'Unsaved changes',
  /** A part's version; `version`: its number, `at`: when it was published, already formatted. */
  version: 'Version {version}, published {at}',
  /** The same for the content the site launched with. */
  versionLaunch: 'Version {version} (launch content)',
  empty: 'Nothing here yet.',
  loadFailure: 'The content failed to load. Please try again.',

  /** docs/rules/history.md#issue-23: drafts, preview and publishing. */
  saveDraft: 'Save draft',
  draftSaved: 'Draft saved. Preview it, then publish it to show it on the site.',
  draft: {
    badge: 'Draft',
    badgeLabel: 'unpublished draft',
    /** `at`: when the draft was saved, already formatted. */
    notice: 'Unpublished draft, saved {at}. The site still shows the published version.',
    live: 'No draft: the editor shows what the site shows.',
    publish: 'Publish',
    publishing: 'Publishing…',
    published: 'Published. The site shows it now.',
    discard: 'Discard draft',
    discarding: 'Discarding…',
    discarded: 'Draft discarded: the editor shows what the site shows.',
    confirmDiscard: 'Discard this draft? The editor goes back to what the site shows.',
    keep: 'Keep the draft',
    preview: 'Preview',
    hidePreview: 'Hide preview',
    /** `page`: the previewed page's address. */
    previewTitle: 'Preview of {page} with the draft',
    failed: 'That did not work. Please try again.',
    nothingToPublish:
      'There is no draft any more: it was published or discarded meanwhile. Reload to see the part as it is.',
    previewBanner: 'Preview with unpublished drafts. Visitors do not see this page.',
    /** `count`: the parts with a draft. */
    summary: '{count, plural, one {# part has an unpublished draft} other {# parts have unpublished drafts}}',
  },

  /** The audit log's words for this section's actions. */
  auditActions: {
    'content.update': 'Edited site content',
    'content.draft': 'Saved a draft of site content',
    'content.publish': 'Published site content',
    'content.discard': 'Discarded a draft of site content',
    'content.film.upload': 'Uploaded a film',
  },

  // The API's messages
  unknownKey: 'There is no such content.',
  conflict: 'Someone else saved this while you were editing. Reload to see their version; your changes are not saved.',
  reload: 'Reload',
  unknownMedia: 'Choose an image of the media library.',
  photoOnly: 'Choose a photograph of the media library.',
} as const;
