/**
 * A photographer's public profile, /photographer/:id, and `GET /api/photographers/portfolio/:id`
 * (docs/rules/product.md#screens /photographer/{id}, docs/rules/product.md#messages Profile page). Its fallbacks for empty fields are the card's
 * (`directoryTexts.card`), its 'Error: {message}' is `siteTexts.error`.
 * A key marked `// docs/rules/product.md#…` is the spec's wording, word for word.
 */
export default {
  /** Also what the API answers for an unknown photographer. */
  notFound: 'Photographer not found', // docs/rules/product.md#screens, #messages
  available: '{availability} available', // docs/rules/product.md#screens
  noAvailability: 'No available data at the moment', // docs/rules/product.md#screens
} as const;
