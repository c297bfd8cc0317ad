/**
 * The newsletter box in the footer of every page and `POST /api/newsletter` (SPEC 4, 5 and 8; D23).
 * A key marked `// SPEC n` is the spec's wording, word for word.
 */
export const newsletterTexts = {
  /** Also the portfolio form's e-mail check (same words). */
  invalidEmail: 'Please enter a valid email address.', // SPEC 5
  failure: 'Failed to submit. Please try again.', // SPEC 8
  /**
   * SPEC 8's words first, then what D23's double opt-in needs the visitor to do (issue 23): the
   * address is not subscribed until the link in the confirmation e-mail is followed.
   */
  success: 'Thank you for subscribing! Please check your email and follow the link we sent to confirm.', // SPEC 8 + D23
} as const;
