/**
 * The studio console's Content section (issue 14, D24): editing the studio's own content (hero
 * slides, FAQs, ...) and the messages of /api/studio/content/*.
 */
export const studioContentTexts = {
  navLabel: 'Content',
  title: 'Site content',
  intro: 'Edit what the public pages show. A save shows on the site at once and is written to the audit log.',
  subnavLabel: 'Kinds of content',
  kinds: {
    heroSlides: 'Hero slides',
    faqs: 'FAQs',
    services: 'Services',
    testimonials: 'Testimonials',
    team: 'Team',
    partners: 'Partners',
    ctaBanners: 'Call-to-action bands',
    contactDetails: 'Contact details',
  },
  kindIntros: {
    heroSlides: 'The slides at the top of the home page, in the order shown (one to eight).',
    faqs: 'The questions and answers of the home page, in the order shown.',
    services: 'The ten services of /services and their own pages: words, starting prices and what they include.',
    testimonials:
      'What clients say, on the home page and /testimonials. Quote a marketplace review whose author said the studio may: its words stay as written.',
  } as Record<string, string>,
  item: {
    heroSlides: (n: number) => `Slide ${n}`,
    faqs: (n: number) => `Question ${n}`,
    services: (n: number) => `Service ${n}`,
    testimonials: (n: number) => `Testimonial ${n}`,
  },
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
  },
  hints: {
    linkPath: 'For example /services or /portfolio/weddings.',
    priceUnit: 'For example: per wedding day.',
    quoted: "A quoted review: its author's words and name stay as they wrote them.",
  },
  price: (kes: number) => `KES ${kes.toLocaleString('en-KE')}`,
  avatar: (n: number) => `Initials avatar ${n}`,
  quotedBadge: 'Quoted review',
  quote: {
    title: 'Quote a marketplace review',
    intro: 'Reviews whose author ticked “The studio may quote this review”, and that are visible.',
    none: 'No review may be quoted yet.',
    action: (author: string) => `Quote ${author}`,
    quoted: 'Already quoted',
    loadFailure: 'The reviews failed to load.',
    stars: (n: number) => `${n} of 5 stars`,
  },
  /** The attribution under a quoted review on /testimonials. */
  clientOf: (photographer: string) => `Client of ${photographer}, via the marketplace`,
  notQuotable: 'This review may not be quoted (its author has not agreed, or it is hidden).',
  add: { heroSlides: 'Add a slide', faqs: 'Add a question', testimonials: 'Add a testimonial' } as Record<
    string,
    string
  >,
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  remove: (label: string) => `Remove ${label}`,
  save: 'Save and publish',
  saving: 'Saving…',
  discard: 'Discard changes',
  saved: 'Saved. The site shows it now.',
  unsaved: 'Unsaved changes',
  version: (v: number, at: string | null) => (at ? `Version ${v}, saved ${at}` : `Version ${v} (launch content)`),
  empty: 'Nothing here yet.',
  loadFailure: 'The content failed to load. Please try again.',

  /** The audit log's words for this section's actions. */
  auditActions: { 'content.update': 'Edited site content' } as Record<string, string>,

  // The API's messages
  unknownKey: 'There is no such content.',
  conflict: 'Someone else saved this while you were editing. Reload to see their version; your changes are not saved.',
  reload: 'Reload',
  unknownMedia: 'Choose an image of the media library.',
  photoOnly: 'Choose a photograph of the media library.',
} as const;
