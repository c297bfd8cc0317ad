/**
 * The studio's contact form at /contact and `POST /api/contact` (SPEC 4, 5 and 8; D23). The
 * inquiry form at /contact/:id (D18) asks for the same name, e-mail and message, in the same words.
 * A key marked `// SPEC n` is the spec's wording, word for word; the others are written in its voice.
 */
export const contactTexts = {
  nameRequired: 'Name is required', // SPEC 5
  emailRequired: 'Email is required', // SPEC 5
  emailInvalid: 'Email is invalid', // SPEC 5
  messageRequired: 'Message is required', // SPEC 5
  /** `max`: CONTACT_NAME_MAX on the contact form, INQUIRY_NAME_MAX on the inquiry form. */
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
  /** `max`: CONTACT_MESSAGE_MAX on the contact form, INQUIRY_MESSAGE_MAX on the inquiry form. */
  messageTooLong: (max: number) => `Message must be at most ${max} characters`,
  /** The submit button while the form is being sent. */
  sending: 'Sending...', // SPEC 4
  failure: 'There was an issue submitting the form. Please try again later.', // SPEC 8
  success: 'Thank you! Your message has been sent successfully.', // SPEC 8
  /** The message a service's 'Book Your Spot' starts the contact form with (issue 23). */
  aboutService: (service: string) => `I would like to book ${service}. `,
  /** Under the studio's phone on /contact. */
  callsAndWhatsapp: 'Calls and WhatsApp during opening hours.',
  /** The link that opens a WhatsApp chat with the studio's phone number. */
  whatsapp: 'Message us on WhatsApp',
} as const;
