/**
 * The newsletter box in the footer of every page and `POST /api/newsletter` (SPEC 4, 5 and 8; D23).
 * A key marked `// SPEC n` is the spec's wording, word for word.
 */
export const newsletterTexts = {
  /** Also the portfolio form's e-mail check (same words). */
  invalidEmail: 'Please enter a valid email address.', // SPEC 5
  failure: 'Failed to submit. Please try again.', // SPEC 8
  success: 'Thank you for subscribing!', // SPEC 8
} as const;
