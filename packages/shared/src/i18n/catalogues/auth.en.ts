/**
 * Signing up, signing in, the password reset and the session: /signup and `/api/auth/*` (docs/rules/product.md#screens
 * /signup, docs/rules/product.md#validation Auth form, docs/rules/product.md#messages Auth failure and successes; docs/rules/accounts-and-auth.md). The role chosen after
 * signing up is in `roleChoiceTexts`.
 * A key marked `// docs/rules/product.md#…` (or `// docs/rules/accounts-and-auth.md#passwords`) is the spec's wording, word for word; the others are
 * written in its voice.
 */
export default {
  emailInvalid: 'Please enter a valid email address', // docs/rules/product.md#validation
  passwordRule: 'Password must contain at least one uppercase letter, one lowercase letter, and one number.', // docs/rules/product.md#validation
  passwordMin: 'Password must be at least 6 characters long', // docs/rules/product.md#validation
  /** `max`: PASSWORD_MAX. */
  passwordMax: 'Password must be at most {max} characters long',
  passwordsMismatch: 'Passwords do not match', // docs/rules/product.md#validation
  /** The hint under a new password (docs/rules/accounts-and-auth.md#passwords as amended: up to 128 characters). */
  passwordHint: '{min} to {max} characters, with an upper-case letter, a lower-case letter and a number.',
  /** docs/rules/history.md#issue-23: the display name asked at sign-up. */
  nameLabel: 'Your name',
  nameHint: 'How clients, photographers and the studio will see you. You can change it later in Settings.',
  passwordTooCommon: 'This password is too common. Please choose another.', // docs/rules/accounts-and-auth.md#passwords
  /** Any failure without a message of the server's. */
  fallbackFailure: 'Something went wrong. Please try again.', // docs/rules/product.md#messages
  signupSuccess: 'Signup successful!', // docs/rules/product.md#messages
  loginSuccess: 'Login successful!', // docs/rules/product.md#messages
  otpSent: 'OTP sent to {email}. Please check your email to reset your password.', // docs/rules/product.md#messages
  resetSuccess: 'Password reset successful! You can now log in.', // docs/rules/product.md#messages
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password.',
  /** `length`: OTP_LENGTH. */
  otpFormat: 'Please enter the {length}-digit code from the email.',
  otpInvalid: 'This code is incorrect or has expired. Please check it or request a new one.',
  tooManySignIns:
    'Too many failed sign-in attempts for this email. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  signInRequired: 'Please sign in to continue.',
  crossSiteRefused: 'This request came from another site and was refused.',
  signedOut: 'You have been signed out.',
} as const;
