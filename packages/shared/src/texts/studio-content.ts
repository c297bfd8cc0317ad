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
  } as Record<string, string>,
  item: {
    heroSlides: (n: number) => `Slide ${n}`,
    faqs: (n: number) => `Question ${n}`,
  },
  fields: {
    image: 'Photograph',
    text: 'Heading',
    paragraph: 'Paragraph',
    linkPath: 'Link to (a path of this site)',
    linkLabel: 'Link words',
    question: 'Question',
    answer: 'Answer',
  },
  hints: {
    linkPath: 'For example /services or /portfolio/weddings.',
  },
  add: { heroSlides: 'Add a slide', faqs: 'Add a question' } as Record<string, string>,
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  remove: (label: string) => `Remove ${label}`,
  removeTitle: (label: string) => `Remove ${label}?`,
  removeBody: 'It leaves the list here; the site changes only when you save.',
  removeConfirm: 'Remove',
  cancel: 'Cancel',
  save: 'Save and publish',
  saving: 'Saving…',
  discard: 'Discard changes',
  saved: 'Saved. The site shows it now.',
  unsaved: 'Unsaved changes',
  version: (v: number, at: string | null) => (at ? `Version ${v}, saved ${at}` : `Version ${v} (launch content)`),
  empty: 'Nothing here yet.',
  loadFailure: 'The content failed to load. Please try again.',

  // The API's messages
  unknownKey: 'There is no such content.',
  conflict:
    'Someone else saved this while you were editing. Reload to see their version; your changes are not saved.',
  reload: 'Reload',
  unknownMedia: 'Choose an image of the media library.',
  photoOnly: 'Choose a photograph of the media library.',
} as const;
