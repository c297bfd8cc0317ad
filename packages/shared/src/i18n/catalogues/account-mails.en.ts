/**
 * The e-mails an account receives about itself (docs/rules/accounts-and-auth.md#password-reset-and-rate-limits,
 * #sessions and #profile-menu-and-settings): the password-reset code, the notice that the password
 * changed, and the goodbye after deletion. Written in the account's language
 * (docs/decisions/0046-languages.md). `studio` is the studio's name.
 */
export default {
  hello: 'Hello,',
  /** A moment in a notice: `when` is the date and time in Nairobi. */
  nairobiTime: '{when} (Nairobi time)',
  resetCode: {
    subject: 'Your {studio} password reset code',
    intro: 'Someone, hopefully you, asked to reset the password of your {studio} account. Your code is:',
    /** `minutes`: how long the code works (OTP_TTL_MINUTES). */
    enter: 'Enter it on the sign-in page together with your new password. The code works once, for {minutes} minutes.',
    ignore:
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is, and nobody can change it without this code.',
    action: 'Open the sign-in page',
    footer: 'For your safety, never share this code. Our team will never ask you for it.',
  },
  passwordChanged: {
    subject: 'Your {studio} password was changed',
    /** `when` as nairobiTime writes it. */
    reset:
      'The password of your {studio} account was reset with an e-mailed code on {when}. Every device that was signed in has been signed out.',
    change:
      'The password of your {studio} account was changed from your account settings on {when}. Your other devices have been signed out.',
    wasYou: 'If this was you, there is nothing more to do.',
    notYou:
      'If it was not you, reset your password straight away with "Forgot Password?" on the sign-in page, and reply to this e-mail so that we can help.',
    action: 'Go to the sign-in page',
  },
  accountDeleted: {
    subject: 'Your {studio} account has been deleted',
    body: 'As you asked, your {studio} account has been deleted, together with your profile, your pictures and the data that belonged to it.',
    thanks: 'Thank you for the time you spent with us. You are welcome back whenever you like.',
    action: 'Visit {studio}',
  },
} as const;
