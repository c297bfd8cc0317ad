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
  /** The sign-in page's four modes (/signup). `studio` is STUDIO_NAME, `length` OTP_LENGTH, `minutes` OTP_TTL_MINUTES. */
  screen: {
    signupTitle: 'Create your account',
    signupIntro: 'Join {studio} to find photographers for your moments, or to show your own work.',
    signupSubmit: 'Sign Up',
    signinTitle: 'Welcome back',
    signinIntro: 'Sign in to your {studio} account.',
    signinSubmit: 'Sign In',
    forgotTitle: 'Forgot your password?',
    forgotIntro: 'Enter the email of your account and we will send you a {length}-digit code to reset it.',
    forgotSubmit: 'Send OTP',
    otpTitle: 'Enter OTP',
    otpIntro: 'Enter the {length}-digit code from the email, valid for {minutes} minutes, and choose a new password.',
    otpSubmit: 'Reset Password',
    backHome: 'Back to home',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    forgotLink: 'Forgot Password?',
    otp: 'OTP',
    otpHint: 'The {length}-digit code from the email.',
    newPassword: 'New password',
    /** The submit button while the form is being sent. */
    wait: 'Please wait...',
    /** Followed by the button `signinSubmit`. */
    haveAccount: 'Already have an account?',
    /** Followed by the button `signupSubmit`. */
    noAccount: "Don't have an account?",
    /** Followed by the button `newCode` and a full stop. */
    noCode: 'No code after a few minutes? Check your spam folder, or',
    newCode: 'send a new code',
    backToSignin: 'Back to Sign In',
    /** Around the links `terms` and `privacy`: "By signing up you agree to our {terms} and {privacy}." */
    agreeBefore: 'By signing up you agree to our',
    agreeAnd: 'and',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    /** The button that closes the notice shown on arrival. */
    dismiss: 'Dismiss',
  },
} as const;
