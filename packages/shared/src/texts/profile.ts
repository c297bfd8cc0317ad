/**
 * A photographer's public profile, /photographer/:id, and `GET /api/photographers/portfolio/:id`
 * (SPEC 2 /photographer/{id}, SPEC 8 Profile page). Its fallbacks for empty fields are the card's
 * (`directoryTexts.card`), its 'Error: {message}' is `siteTexts.error`.
 * A key marked `// SPEC n` is the spec's wording, word for word.
 */
export const profileTexts = {
  /** Also what the API answers for an unknown photographer. */
  notFound: 'Photographer not found', // SPEC 2, SPEC 8
  available: (availability: string) => `${availability} available`, // SPEC 2
  noAvailability: 'No available data at the moment', // SPEC 2
} as const;
