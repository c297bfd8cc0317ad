import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import type source from '../i18n/catalogues/auth.en';
import english from '../i18n/compiled/auth.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/auth.en.ts says what each is for. */
export const authMessages = defineArea<typeof source>('auth', english, {
  sw: () => import('../i18n/compiled/auth.sw'),
});

/** The same words in English, for callers that do not know the reader's language yet (docs/decisions/0046-languages.md). */
const inEnglish = authMessages.texts('en');
export const authTexts = {
  ...inEnglish,
  passwordMax: inEnglish.passwordMax({ max: PASSWORD_MAX }),
  passwordHint: inEnglish.passwordHint({ min: PASSWORD_MIN, max: PASSWORD_MAX }),
  otpFormat: inEnglish.otpFormat({ length: OTP_LENGTH }),
};
