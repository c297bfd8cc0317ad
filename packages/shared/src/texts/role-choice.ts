/**
 * The role choice after signing up, /subscribers/choices, and `POST /api/created-id` (SPEC 2
 * /subscribers/choices, SPEC 4 Role choice, SPEC 5, SPEC 8 Role choice failure and Unauthenticated
 * role choice; D14). A key marked `// SPEC n` is the spec's wording, word for word; the others are
 * written in its voice.
 */
export const roleChoiceTexts = {
  title: 'Welcome! Choose Your Role', // SPEC 2
  creating: 'Creating ID...', // SPEC 4
  failure: 'Failed to create ID. Please try again.', // SPEC 8
  /** Also where a sign-in link back to the role choice says why. */
  notLoggedIn: 'Please log in to manage your portfolio.', // SPEC 5, SPEC 8
  roleInvalid: 'Please choose Client or Photographer.',
  roleLocked: 'Studio staff accounts keep their role.',
} as const;
