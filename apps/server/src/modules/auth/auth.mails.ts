import { MARKET_TIME_ZONE, OTP_TTL_MINUTES, paths, STUDIO_NAME } from '@studio/shared';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

const when = (date: Date) =>
  `${date.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: MARKET_TIME_ZONE })} (Nairobi time)`;

/** docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: the password-reset code. */
export function resetCodeMail(to: string, code: string, publicUrl: string): MailMessage {
  return {
    to,
    ...renderMail({
      subject: `Your ${STUDIO_NAME} password reset code`,
      paragraphs: [
        'Hello,',
        `Someone, hopefully you, asked to reset the password of your ${STUDIO_NAME} account. Your code is:`,
        code,
        `Enter it on the sign-in page together with your new password. The code works once, for ${OTP_TTL_MINUTES} minutes.`,
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is, and nobody can change it without this code.',
      ],
      action: { label: 'Open the sign-in page', url: `${publicUrl}${paths.signup}?mode=otp` },
      footer: 'For your safety, never share this code. Our team will never ask you for it.',
    }),
  };
}

/** docs/rules/accounts-and-auth.md#sessions: the notice sent after a password reset or change. */
export function passwordChangedMail(to: string, how: 'reset' | 'change', at: Date, publicUrl: string): MailMessage {
  return {
    to,
    ...renderMail({
      subject: `Your ${STUDIO_NAME} password was changed`,
      paragraphs: [
        'Hello,',
        how === 'reset'
          ? `The password of your ${STUDIO_NAME} account was reset with an e-mailed code on ${when(at)}. Every device that was signed in has been signed out.`
          : `The password of your ${STUDIO_NAME} account was changed from your account settings on ${when(at)}. Your other devices have been signed out.`,
        'If this was you, there is nothing more to do.',
        'If it was not you, reset your password straight away with "Forgot Password?" on the sign-in page, and reply to this e-mail so that we can help.',
      ],
      action: { label: 'Go to the sign-in page', url: `${publicUrl}${paths.signup}?mode=signin` },
    }),
  };
}

/** The goodbye after an account is deleted (docs/rules/accounts-and-auth.md#profile-menu-and-settings). */
export function accountDeletedMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    ...renderMail({
      subject: `Your ${STUDIO_NAME} account has been deleted`,
      paragraphs: [
        'Hello,',
        `As you asked, your ${STUDIO_NAME} account has been deleted, together with your profile, your pictures and the data that belonged to it.`,
        'Thank you for the time you spent with us. You are welcome back whenever you like.',
      ],
      action: { label: `Visit ${STUDIO_NAME}`, url: publicUrl },
    }),
  };
}
