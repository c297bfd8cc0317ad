import { accountMailsTexts, OTP_TTL_MINUTES, paths, STUDIO_NAME } from '@studio/shared';
import { formatDate } from '@studio/shared/i18n/format';
import { type Locale, localePath } from '@studio/shared/i18n/locales';
import { inLocale } from '../../lib/request-context';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

/** Who an account's e-mail goes to, and the language it is written in (the account's). */
export interface MailAccount {
  email: string;
  language: Locale;
}

const t = accountMailsTexts;
const studio = STUDIO_NAME;
const when = (date: Date) => t.nairobiTime({ when: formatDate(date, 'dateTime') });

/** docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: the password-reset code. */
export function resetCodeMail(to: MailAccount, code: string, publicUrl: string): MailMessage {
  return inLocale(to.language, () => ({
    to: to.email,
    ...renderMail({
      subject: t.resetCode.subject({ studio }),
      paragraphs: [
        t.hello,
        t.resetCode.intro({ studio }),
        code,
        t.resetCode.enter({ minutes: OTP_TTL_MINUTES }),
        t.resetCode.ignore,
      ],
      action: { label: t.resetCode.action, url: `${publicUrl}${localePath(`${paths.signup}?mode=otp`, to.language)}` },
      footer: t.resetCode.footer,
    }),
  }));
}

/** docs/rules/accounts-and-auth.md#sessions: the notice sent after a password reset or change. */
export function passwordChangedMail(
  to: MailAccount,
  how: 'reset' | 'change',
  at: Date,
  publicUrl: string,
): MailMessage {
  return inLocale(to.language, () => ({
    to: to.email,
    ...renderMail({
      subject: t.passwordChanged.subject({ studio }),
      paragraphs: [
        t.hello,
        t.passwordChanged[how]({ studio, when: when(at) }),
        t.passwordChanged.wasYou,
        t.passwordChanged.notYou,
      ],
      action: {
        label: t.passwordChanged.action,
        url: `${publicUrl}${localePath(`${paths.signup}?mode=signin`, to.language)}`,
      },
    }),
  }));
}

/** The goodbye after an account is deleted (docs/rules/accounts-and-auth.md#profile-menu-and-settings). */
export function accountDeletedMail(to: MailAccount, publicUrl: string): MailMessage {
  return inLocale(to.language, () => ({
    to: to.email,
    ...renderMail({
      subject: t.accountDeleted.subject({ studio }),
      paragraphs: [t.hello, t.accountDeleted.body({ studio }), t.accountDeleted.thanks],
      action: { label: t.accountDeleted.action({ studio }), url: `${publicUrl}${localePath('/', to.language)}` },
    }),
  }));
}
