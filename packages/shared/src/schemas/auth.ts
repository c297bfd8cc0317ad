import { z } from 'zod/mini';
import {
  CHOOSABLE_ROLES,
  EMAIL_PATTERN,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USER_ROLES,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants';
import { LOCALES } from '../i18n/locales';
import { accountTexts } from '../texts/account';
import { siteTexts } from '../texts/site';
import { authTexts } from '../texts/auth';
import { roleChoiceTexts } from '../texts/role-choice';

/**
 * Accounts: the HTTP contract of `/api/auth/*`, `/api/me*` and `/api/created-id` (docs/rules/accounts-and-auth.md). The web
 * form and the server validate with these same schemas, so their messages always agree (docs/rules/accounts-and-auth.md#passwords).
 */

/** An e-mail address as every account form takes it: trimmed and lower-cased. */
export const accountEmailSchema = z
  .string({ error: () => authTexts.emailInvalid })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, { error: () => authTexts.emailInvalid }),
    z.regex(EMAIL_PATTERN, { error: () => authTexts.emailInvalid }),
  );

/**
 * docs/rules/history.md#issue-23: the display name every greeting, thread, review and e-mail uses. Asked at sign-up,
 * changed in settings, asked once of accounts made before: trimmed, required, 2 to 60 characters,
 * no control or invisible formatting characters (a line break or a right-to-left override in a name
 * would garble every page and e-mail it is shown in).
 */
export const displayNameSchema = z
  .string({ error: () => accountTexts.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: () => accountTexts.nameRequired, abort: true }),
    z.regex(/^[^\p{Cc}\p{Cf}]*$/u, { error: () => accountTexts.nameControlCharacters, abort: true }),
    z.minLength(USERNAME_MIN, { error: () => accountTexts.usernameInvalid, abort: true }),
    z.maxLength(USERNAME_MAX, { error: () => accountTexts.usernameInvalid }),
  );

/** docs/rules/product.md#validation and docs/rules/accounts-and-auth.md#passwords as amended: 6 to 128 characters with an upper-case letter, a lower-case letter and a digit. No trimming, no truncation. */
export const newPasswordSchema = z
  .string({ error: () => authTexts.passwordMin })
  .check(
    z.minLength(PASSWORD_MIN, { error: () => authTexts.passwordMin, abort: true }),
    z.maxLength(PASSWORD_MAX, { error: () => authTexts.passwordMax, abort: true }),
    z.regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, { error: () => authTexts.passwordRule }),
  );

/** A password being checked, not chosen: only its length is known to be wrong before the server looks. */
const enteredPasswordSchema = z
  .string({ error: () => authTexts.passwordMin })
  .check(
    z.minLength(PASSWORD_MIN, { error: () => authTexts.passwordMin, abort: true }),
    z.maxLength(PASSWORD_MAX, { error: () => authTexts.passwordMax, abort: true }),
  );

export const signupRequestSchema = z
  .object({
    /** docs/rules/history.md#issue-23: the display name, asked at sign-up. */
    name: displayNameSchema,
    email: accountEmailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: () => authTexts.passwordsMismatch }),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: () => authTexts.passwordsMismatch,
      path: ['confirmPassword'],
    }),
  );
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signinRequestSchema = z.object({ email: accountEmailSchema, password: enteredPasswordSchema });
export type SigninRequest = z.infer<typeof signinRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: accountEmailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  email: accountEmailSchema,
  otp: z
    .string({ error: () => authTexts.otpFormat })
    .check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: () => authTexts.otpFormat })),
  newPassword: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The signed-in user as every client sees it (docs/rules/product.md#entities Current user: username, avatar; docs/rules/accounts-and-auth.md#tokens-and-cookies adds the rest). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  /** A URL on this site, or null when the user has not uploaded a picture. */
  avatar: z.nullable(z.string()),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
  /**
   * docs/rules/history.md#issue-23: false for an account whose name was never asked (made before sign-up asked it, or by
   * a staff invitation): the dashboard asks it once. Absent in a user stored by an older version.
   */
  nameChosen: z.optional(z.boolean()),
  /** The language the person reads the product in: their e-mails' (docs/rules/public-pages.md#languages). Absent in a user stored by an older version. */
  language: z.optional(z.enum(LOCALES)),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** docs/rules/product.md#calls: sign-up and sign-in read `token` and `user`. */
export const authResponseSchema = z.object({ message: z.string(), token: z.string(), user: currentUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const createdIdRequestSchema = z.object({
  role: z.enum(CHOOSABLE_ROLES, { error: () => roleChoiceTexts.roleInvalid }),
});
export type CreatedIdRequest = z.infer<typeof createdIdRequestSchema>;
export const createdIdResponseSchema = z.object({ id: z.string(), role: z.enum(USER_ROLES) });
export type CreatedIdResponse = z.infer<typeof createdIdResponseSchema>;

export const updateProfileRequestSchema = z.object({ username: displayNameSchema });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** `PUT /api/me/language`: the language of the account's e-mails and the one its pages open in. */
export const updateLanguageRequestSchema = z.object({
  language: z.enum(LOCALES, { error: () => siteTexts.language.preference.unknown }),
});
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;

export const userResponseSchema = z.object({ message: z.string(), user: currentUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

const currentPasswordSchema = z
  .string({ error: () => accountTexts.passwordRequired })
  .check(
    z.minLength(1, { error: () => accountTexts.passwordRequired }),
    z.maxLength(128, { error: () => accountTexts.currentPasswordWrong }),
  );

export const changePasswordRequestSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: () => authTexts.passwordsMismatch }),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      error: () => authTexts.passwordsMismatch,
      path: ['confirmPassword'],
    }),
  );
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const deleteAccountRequestSchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** What "download my data" returns (docs/rules/accounts-and-auth.md#profile-menu-and-settings): everything the studio keeps about the account, no secrets. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    role: z.enum(USER_ROLES),
    avatar: z.nullable(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    passwordChangedAt: z.string(),
  }),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastUsedAt: z.string(),
      expiresAt: z.string(),
      userAgent: z.nullable(z.string()),
      ipAddress: z.nullable(z.string()),
      current: z.boolean(),
    }),
  ),
  passwordResetCodes: z.array(
    z.object({ createdAt: z.string(), expiresAt: z.string(), spentAt: z.nullable(z.string()) }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
