/**
 * The studio's contact form at /contact and `POST /api/contact` (docs/rules/product.md#states,
 * #validation and #messages; docs/rules/public-pages.md#newsletter-and-contact). The inquiry form at
 * /contact/:id (docs/rules/bookings.md#requests) asks for the same name, e-mail and message, in the
 * same words. A key marked `// docs/rules/product.md#…` is the spec's wording, word for word; the
 * others are written in its voice. ICU messages (docs/decisions/0046-languages.md).
 */
export default {
  nameRequired: 'Name is required', // docs/rules/product.md#validation
  emailRequired: 'Email is required', // docs/rules/product.md#validation
  emailInvalid: 'Email is invalid', // docs/rules/product.md#validation
  messageRequired: 'Message is required', // docs/rules/product.md#validation
  /** `max`: CONTACT_NAME_MAX on the contact form, INQUIRY_NAME_MAX on the inquiry form. */
  nameTooLong: 'Name must be at most {max} characters',
  /** `max`: CONTACT_MESSAGE_MAX on the contact form, INQUIRY_MESSAGE_MAX on the inquiry form. */
  messageTooLong: 'Message must be at most {max} characters',
  /** The submit button while the form is being sent. */
  sending: 'Sending...', // docs/rules/product.md#states
  failure: 'There was an issue submitting the form. Please try again later.', // docs/rules/product.md#messages
  success: 'Thank you! Your message has been sent successfully.', // docs/rules/product.md#messages
  /** The message a service's 'Book Your Spot' starts the contact form with (docs/rules/history.md#issue-23). */
  aboutService: 'I would like to book {service}. ',
  /** The studio's contact form on /contact. */
  form: {
    title: 'Send us a message',
    intro: 'Tell us about the day, the place and the pictures you have in mind. All fields are required.',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    messagePlaceholder:
      'For example: a garden wedding in Karen on 14 March, about 150 guests, photos and a short film.',
    send: 'Send message',
  },
  /** Under the studio's phone on /contact. */
  callsAndWhatsapp: 'Calls and WhatsApp during opening hours.',
  /** The link that opens a WhatsApp chat with the studio's phone number. */
  whatsapp: 'Message us on WhatsApp',
  /** The headings of the studio's details beside the form. */
  details: {
    phone: 'Phone',
    email: 'E-mail',
    location: 'Location',
    /** The link to the studio on a map, in a new tab. */
    openMap: 'Open in a map',
    openingHours: 'Opening hours',
  },
} as const;
