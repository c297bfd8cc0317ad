import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants';

/**
 * Signing up, signing in, the password reset and the session: /signup and `/api/auth/*` (SPEC 2
 * /signup, SPEC 5 Auth form, SPEC 8 Auth failure and successes; D8-D11). The role chosen after
 * signing up is in `roleChoiceTexts`.
 * A key marked `// SPEC n` (or `// D10`) is the spec's wording, word for word; the others are
 * written in its voice.
 */
export const authTexts = {
  emailInvalid: 'Please enter a valid email address', // SPEC 5
  passwordRule: 'Password must contain at least one uppercase letter, one lowercase letter, and one number.', // SPEC 5
  passwordMin: 'Password must be at least 6 characters long', // SPEC 5
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters long`,
  passwordsMismatch: 'Passwords do not match', // SPEC 5
  /** The hint under a new password (D10 as amended: up to 128 characters). */
  passwordHint: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, with an upper-case letter, a lower-case letter and a number.`,
  /** Issue 23: the display name asked at sign-up. */
  nameLabel: 'Your name',
  nameHint: 'How clients, photographers and the studio will see you. You can change it later in Settings.',
  passwordTooCommon: 'This password is too common. Please choose another.', // D10
  /** Any failure without a message of the server's. */
  fallbackFailure: 'Something went wrong. Please try again.', // SPEC 8
  signupSuccess: 'Signup successful!', // SPEC 8
  loginSuccess: 'Login successful!', // SPEC 8
  otpSent: (email: string) => `OTP sent to ${email}. Please check your email to reset your password.`, // SPEC 8
  resetSuccess: 'Password reset successful! You can now log in.', // SPEC 8
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password.',
  otpFormat: `Please enter the ${OTP_LENGTH}-digit code from the email.`,
  otpInvalid: 'This code is incorrect or has expired. Please check it or request a new one.',
  tooManySignIns: (minutes: number) =>
    `Too many failed sign-in attempts for this email. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  signInRequired: 'Please sign in to continue.',
  crossSiteRefused: 'This request came from another site and was refused.',
  signedOut: 'You have been signed out.',
} as const;
