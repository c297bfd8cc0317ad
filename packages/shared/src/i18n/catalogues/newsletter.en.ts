/**
 * The newsletter box in the footer of every page and `POST /api/newsletter` (docs/rules/product.md#states, #validation and #messages; docs/rules/public-pages.md#newsletter-and-contact).
 * A key marked `// docs/rules/product.md#…` is the spec's wording, word for word.
 */
export default {
  /** Also the portfolio form's e-mail check (same words). */
  invalidEmail: 'Please enter a valid email address.', // docs/rules/product.md#validation
  failure: 'Failed to submit. Please try again.', // docs/rules/product.md#messages
  /**
   * docs/rules/product.md#messages's words first, then what docs/rules/public-pages.md#newsletter-and-contact's double opt-in needs the visitor to do (docs/rules/history.md#issue-23): the
   * address is not subscribed until the link in the confirmation e-mail is followed.
   */
  success: 'Thank you for subscribing! Please check your email and follow the link we sent to confirm.', // docs/rules/product.md#messages + docs/rules/public-pages.md#newsletter-and-contact
  /** The double opt-in e-mail (docs/rules/public-pages.md#newsletter-and-contact), written in the language of the page the address was given on. */
  confirmMail: {
    subject: 'Please confirm your subscription to {studio}',
    hello: 'Hello,',
    thanks:
      'Thank you for signing up for news from {studio}: new work, stories from behind the lens and the occasional studio offer.',
    confirm:
      'Please confirm that this address is yours and that you want our e-mails. If you did not ask for this, ignore this message and you will hear nothing more from us.',
    action: 'Confirm my subscription',
    /** `url`: the unsubscribe link. */
    footer: 'Changed your mind? Unsubscribe: {url}',
  },
  /** The footer's sign-up box. */
  form: {
    title: 'Stories from behind the lens',
    lead: 'New work, photography tips and studio news, once a month.',
    /** The field's label, read by screen readers. */
    emailLabel: 'Email address',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
  },
} as const;
