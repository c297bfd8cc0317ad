import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import type source from '../i18n/catalogues/auth.en';
import english from '../i18n/compiled/auth.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/auth.en.ts says what each is for. */
export const authMessages = defineArea<typeof source>('auth', english, {
  sw: () => import('../i18n/compiled/auth.sw'),
});

const texts = authMessages.current;

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the password and code lengths filled in.
 */
export const authTexts: Omit<typeof texts, 'passwordMax' | 'passwordHint' | 'otpFormat'> & {
  readonly passwordMax: string;
  readonly passwordHint: string;
  readonly otpFormat: string;
} = Object.create(texts, {
  passwordMax: { get: () => texts.passwordMax({ max: PASSWORD_MAX }), enumerable: true },
  passwordHint: { get: () => texts.passwordHint({ min: PASSWORD_MIN, max: PASSWORD_MAX }), enumerable: true },
  otpFormat: { get: () => texts.otpFormat({ length: OTP_LENGTH }), enumerable: true },
});
