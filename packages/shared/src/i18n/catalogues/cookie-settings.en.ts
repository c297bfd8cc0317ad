/**
 * The cookie settings page, /cookies (docs/rules/product.md#screens Cookie settings, docs/rules/product.md#messages Cookies saved; docs/rules/public-pages.md#texts).
 * A key marked `// docs/rules/product.md#…` is the spec's wording, word for word.
 */
export default {
  accept: 'I accept the use of cookies', // docs/rules/product.md#screens
  saved: 'Your cookie preferences have been saved!', // docs/rules/product.md#screens, #messages
  /** The heading of the form. */
  title: 'Your choices',
  /** The cookies the site needs, always on. */
  essential: {
    label: 'Essential cookies',
    badge: 'Always on',
    description:
      'Needed for the site to work: they keep you signed in, protect forms from forgery and remember your theme and these choices. They cannot be switched off.',
  },
  /** Under `accept`. */
  acceptDescription:
    'Tick to allow optional cookies. You can then choose each kind below, and change your mind here at any time.',
  /** The group of the cookies one may allow. */
  optional: 'Optional cookies',
  analytics: {
    label: 'Analytics cookies',
    description:
      'Count visits and see which pages are read, in aggregate, so we can make the site faster and clearer. They never identify you to us.',
  },
  marketing: {
    label: 'Marketing cookies',
    description:
      'Tell us whether our adverts on social networks bring visitors to the site, and let those networks show our work to people who have visited. Without them you may still see adverts, but none based on your visits here.',
  },
  /** The submit button. */
  save: 'Save preferences',
} as const;
