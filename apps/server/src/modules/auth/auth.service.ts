import { randomInt } from 'node:crypto';
import {
  authTexts,
  type CurrentUser,
  OTP_LENGTH,
  OTP_MAX_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_TTL_MINUTES,
  type ResetPasswordRequest,
  SIGN_IN_MAX_FAILURES,
  type SigninRequest,
  type SignupRequest,
} from '@studio/shared';
import { AppError } from '../../lib/app-error';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { toCurrentUser } from '../users/current-user';
import type { UsersRepository } from '../users/users.repository';
import type { AttemptCounter } from './attempt-counter';
import { passwordChangedMail, resetCodeMail } from './auth.mails';
import { isCommonPassword } from './common-passwords';
import type { PasswordHasher } from './password-hasher';
import type { ResetCodesRepository } from './reset-codes.repository';
import type { RequestContext, SessionService } from './sessions';
import { hashToken } from './sessions';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: CurrentUser;
}

/** docs/rules/accounts-and-auth.md#passwords: refuses a password from the common-password list, as a field error of `field`. */
export function assertNotCommon(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', authTexts.passwordTooCommon, { [field]: [authTexts.passwordTooCommon] });
  }
}

export function authService(deps: {
  users: UsersRepository;
  resetCodes: ResetCodesRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  failedSignIns: AttemptCounter;
  /**
   * Sends reset codes directly, after the answer: a code must not sit in the job queue's table,
   * and a lost one is simply asked for again (ADR 0016).
   */
  mailer: Mailer;
  /** Queues the notices (password changed), so none is lost with the process. */
  noticeMailer: Mailer;
  publicUrl: string;
  log: Logger;
}) {
  const { users, resetCodes, sessions, hasher, failedSignIns, mailer, noticeMailer, publicUrl, log } = deps;

  /** Mail goes out after the answer: an SMTP server's speed must not tell whether an account exists. */
  const sendLater = (message: MailMessage, what: string) => {
    noticeMailer.send(message).catch((err) => log.error({ err, to: message.to }, `${what} mail failed`));
  };
  // Counters are keyed by a hash of the address: Redis never holds the addresses themselves.
  const signInKey = (email: string) => hashToken(`signin:${email}`);

  const signIn = async (userId: string, ctx: RequestContext) => {
    const { token, expiresAt } = await sessions.open(userId, ctx);
    return { token, expiresAt };
  };

  return {
    async signup(body: SignupRequest, ctx: RequestContext): Promise<SignedIn> {
      assertNotCommon(body.password, 'password');
      const passwordHash = await hasher.hash(body.password);
      // docs/rules/history.md#issue-23: the person's own name, never their address's handle.
      const user = await users.create({
        email: body.email,
        username: body.name,
        passwordHash,
        nameChosenAt: new Date(),
      });
      // docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: sign-up must say when an address is taken; the per-IP limit keeps this from being a directory.
      if (!user) throw new AppError('CONFLICT', authTexts.emailTaken, { email: [authTexts.emailTaken] });
      return { ...(await signIn(user.id, ctx)), user: toCurrentUser(user) };
    },

    /**
     * docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: the same answer, in the same time, for an unknown address and a wrong password (the
     * password is checked against a decoy hash when there is no account). After 10 failures in 15
     * minutes an address is refused until its window ends, whether or not it has an account.
     */
    async signin(body: SigninRequest, ctx: RequestContext): Promise<SignedIn> {
      const key = signInKey(body.email);
      const failures = await failedSignIns.get(key);
      if (failures.count >= SIGN_IN_MAX_FAILURES) {
        throw tooManySignIns(failures.resetInMs);
      }
      const user = await users.findByEmail(body.email);
      const ok = user
        ? await hasher.verify(user.passwordHash, body.password)
        : await hasher.verifyNothing(body.password);
      if (!user || !ok) {
        await failedSignIns.add(key);
        throw new AppError('UNAUTHORIZED', authTexts.invalidCredentials);
      }
      return { ...(await signIn(user.id, ctx)), user: toCurrentUser(user) };
    },

    /**
     * docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: e-mails a 6-digit code valid 10 minutes, at most 3 an hour per account. The answer is the
     * same whether or not the address has an account, or its hourly allowance is used up, and so is
     * the work done before answering (one lookup, one argon2 hash of the code): storing the code
     * and mailing it happen after the answer, so neither can be timed from outside.
     */
    async forgotPassword(email: string): Promise<{ message: string }> {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const user = await users.findByEmail(email);
      const codeHash = await hasher.hash(code);
      if (user) {
        const expiresAt = new Date(Date.now() + OTP_TTL_MINUTES * 60 * 1000);
        resetCodes
          .issue(user.id, codeHash, expiresAt, OTP_MAX_PER_HOUR)
          .then((issued) => (issued ? mailer.send(resetCodeMail(user, code, publicUrl)) : undefined))
          .catch((err) => log.error({ err, user: user.id }, 'reset code could not be stored or mailed'));
      }
      return { message: authTexts.otpSent({ email: email }) };
    },

    /**
     * docs/rules/accounts-and-auth.md#password-reset-and-rate-limits: one message for every failure (unknown address, no code, wrong, expired, used, worn
     * out), so the form reveals nothing about accounts. The fifth wrong try spends the code. A
     * reset revokes every session of the account (docs/rules/accounts-and-auth.md#sessions) and e-mails a notice.
     */
    async resetPassword(body: ResetPasswordRequest): Promise<{ message: string }> {
      assertNotCommon(body.newPassword, 'newPassword');
      const invalid = () => new AppError('VALIDATION', authTexts.otpInvalid, { otp: [authTexts.otpInvalid] });
      const user = await users.findByEmail(body.email);
      const code = user ? await resetCodes.findActive(user.id) : undefined;
      if (!user || !code) {
        await hasher.verifyNothing(body.otp);
        throw invalid();
      }
      if (!(await hasher.verify(code.codeHash, body.otp))) {
        await resetCodes.recordWrongTry(code.id, OTP_MAX_WRONG_TRIES);
        throw invalid();
      }
      const passwordHash = await hasher.hash(body.newPassword);
      if (!(await resetCodes.resetPassword(code.id, user.id, passwordHash))) throw invalid();
      await failedSignIns.clear(signInKey(user.email));
      sendLater(passwordChangedMail(user, 'reset', new Date(), publicUrl), 'password reset notice');
      return { message: authTexts.resetSuccess };
    },

    logout: (sessionId: string) => sessions.revoke(sessionId),
  };
}
export type AuthService = ReturnType<typeof authService>;

export function tooManySignIns(resetInMs: number): AppError & { retryAfterSeconds: number } {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const error = new AppError('RATE_LIMITED', authTexts.tooManySignIns({ minutes: Math.ceil(seconds / 60) }));
  return Object.assign(error, { retryAfterSeconds: seconds });
}
