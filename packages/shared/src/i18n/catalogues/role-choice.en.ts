/**
 * The role choice after signing up, /subscribers/choices, and `POST /api/created-id` (docs/rules/product.md#screens
 * /subscribers/choices, docs/rules/product.md#states Role choice, docs/rules/product.md#validation, #messages Role choice failure and Unauthenticated
 * role choice; docs/rules/accounts-and-auth.md#roles). A key marked `// docs/rules/product.md#…` is the spec's wording, word for word; the others are
 * written in its voice.
 */
export default {
  title: 'Welcome! Choose Your Role', // docs/rules/product.md#screens
  creating: 'Creating ID...', // docs/rules/product.md#states
  failure: 'Failed to create ID. Please try again.', // docs/rules/product.md#messages
  /** Also where a sign-in link back to the role choice says why. */
  notLoggedIn: 'Please log in to manage your portfolio.', // docs/rules/product.md#validation, #messages
  roleInvalid: 'Please choose Client or Photographer.',
  roleLocked: 'Studio staff accounts keep their role.',
  /** Under the title. */
  intro: 'How will you use Picha Studio? You can become a photographer later from your dashboard.',
  /** The link after `notLoggedIn`. */
  signIn: 'Sign in',
  client: {
    title: 'Client',
    body: 'I am looking for a photographer or videographer.',
    point1: 'Browse featured photographers and their portfolios',
    point2: 'Contact photographers about your date',
    point3: 'Book the studio for weddings, events and portraits',
    action: 'Continue as a client',
  },
  photographer: {
    title: 'Photographer',
    body: 'I want to show my work and be booked.',
    point1: 'Publish a portfolio with your photographs and a video',
    point2: 'Receive booking requests from clients',
    point3: 'See who viewed your profile',
    action: 'Continue as a photographer',
  },
} as const;
