import type { Locale } from '@studio/shared/i18n/locales';
import {
  type AccountExport,
  accountTexts,
  authTexts,
  type ChangePasswordRequest,
  type CreatedIdResponse,
  type CurrentUser,
  roleChoiceTexts,
} from '@studio/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { accountDeletedMail, passwordChangedMail } from '../auth/auth.mails';
import { assertNotCommon } from '../auth/auth.service';
import type { PasswordHasher } from '../auth/password-hasher';
import type { ResetCodesRepository } from '../auth/reset-codes.repository';
import type { SessionService } from '../auth/sessions';
import type { AvatarStore } from './avatar-store';
import { avatarUrl, toCurrentUser } from '../users/current-user';
import { type UserRow, type UsersRepository, usersRepository } from '../users/users.repository';
import { activitiesRepository } from '../activities/activities.repository';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error'>;

export function accountService(deps: {
  db: Db;
  users: UsersRepository;
  resetCodes: ResetCodesRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  avatars: AvatarStore;
  mailer: Mailer;
  publicUrl: string;
  log: Logger;
  deletionHooks: readonly ((userId: string) => Promise<void>)[];
}) {
  const { db, users, resetCodes, sessions, hasher, avatars, mailer, publicUrl, log } = deps;

  const sendLater = (message: MailMessage, what: string) => {
    mailer.send(message).catch((err) => log.error({ err, to: message.to }, `${what} mail failed`));
  };
  const updated = (row: UserRow | undefined) => {
    if (!row) throw new AppError('UNAUTHORIZED', authTexts.signInRequired);
    return toCurrentUser(row);
  };

  return {
    /** The language of the account's pages, e-mails and notifications (docs/rules/public-pages.md#languages). */
    async setLanguage(user: UserRow, language: Locale): Promise<CurrentUser> {
      return updated(await users.update(user.id, { language }));
    },

    async rename(user: UserRow, username: string): Promise<CurrentUser> {
      // docs/rules/history.md#issue-23: a name given here is chosen: the dashboard stops asking for one.
      return updated(await users.update(user.id, { username, nameChosenAt: new Date() }));
    },

    /**
     * docs/rules/accounts-and-auth.md#roles: the role chosen after sign-up. The id is the account's id, which is also the
     * photographer's id in the marketplace. Studio staff keep their role. A photographer's
     * 'Joined platform' (docs/rules/history.md#issue-5) is recorded once, with the role, in one
     * transaction.
     */
    async chooseRole(user: UserRow, role: 'client' | 'photographer'): Promise<CreatedIdResponse> {
      if (user.role === 'admin') throw new AppError('FORBIDDEN', roleChoiceTexts.roleLocked);
      return db.transaction(async (tx) => {
        const row = user.role === role ? user : await usersRepository(tx).update(user.id, { role });
        if (!row) throw new AppError('UNAUTHORIZED', authTexts.signInRequired);
        if (row.role === 'photographer') await activitiesRepository(tx).joined(row.id);
        return { id: row.id, role: row.role };
      });
    },

    /** docs/rules/accounts-and-auth.md#sessions: checks the current password, stores the new one, signs out every other session, e-mails a notice. */
    async changePassword(user: UserRow, sessionId: string, body: ChangePasswordRequest): Promise<void> {
      if (!(await hasher.verify(user.passwordHash, body.currentPassword))) {
        throw new AppError('VALIDATION', accountTexts.currentPasswordWrong, {
          currentPassword: [accountTexts.currentPasswordWrong],
        });
      }
      if (body.newPassword === body.currentPassword) {
        throw new AppError('VALIDATION', accountTexts.passwordUnchanged, {
          newPassword: [accountTexts.passwordUnchanged],
        });
      }
      assertNotCommon(body.newPassword, 'newPassword');
      await users.setPassword(user.id, await hasher.hash(body.newPassword), sessionId);
      sendLater(passwordChangedMail(user, 'change', new Date(), publicUrl), 'password change notice');
    },

    async setAvatar(user: UserRow, bytes: Buffer): Promise<CurrentUser> {
      const file = await avatars.save(user.id, bytes);
      const swapped = await users.swapAvatar(user.id, file);
      if (!swapped) {
        await avatars.remove(file);
        throw new AppError('UNAUTHORIZED', authTexts.signInRequired);
      }
      await avatars.remove(swapped.before.avatarFile);
      return toCurrentUser(swapped.after);
    },

    async removeAvatar(user: UserRow): Promise<CurrentUser> {
      const swapped = await users.swapAvatar(user.id, null);
      if (!swapped) throw new AppError('UNAUTHORIZED', authTexts.signInRequired);
      await avatars.remove(swapped.before.avatarFile);
      return toCurrentUser(swapped.after);
    },

    /** docs/rules/accounts-and-auth.md#profile-menu-and-settings: everything kept about the account, without secrets (no hashes, no tokens). */
    async exportData(user: UserRow, sessionId: string): Promise<AccountExport> {
      const [sessionRows, codes] = await Promise.all([sessions.list(user.id), resetCodes.listForUser(user.id)]);
      return {
        exportedAt: new Date().toISOString(),
        account: {
          id: user.id,
          email: user.email,
          username: user.username,
          role: user.role,
          avatar: avatarUrl(user.avatarFile),
          createdAt: user.createdAt.toISOString(),
          updatedAt: user.updatedAt.toISOString(),
          passwordChangedAt: user.passwordChangedAt.toISOString(),
        },
        sessions: sessionRows.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          lastUsedAt: s.lastUsedAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          userAgent: s.userAgent,
          ipAddress: s.ipAddress,
          current: s.id === sessionId,
        })),
        passwordResetCodes: codes.map((c) => ({
          createdAt: c.createdAt.toISOString(),
          expiresAt: c.expiresAt.toISOString(),
          spentAt: c.spentAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * docs/rules/accounts-and-auth.md#profile-menu-and-settings: after the password is confirmed, removes the account with everything that references
     * it (sessions, codes and, through foreign keys, other modules' rows) and its files.
     */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      if (!(await hasher.verify(user.passwordHash, password))) {
        throw new AppError('VALIDATION', accountTexts.currentPasswordWrong, {
          password: [accountTexts.currentPasswordWrong],
        });
      }
      for (const hook of deps.deletionHooks) await hook(user.id);
      const deleted = await users.delete(user.id);
      if (!deleted) throw new AppError('UNAUTHORIZED', authTexts.signInRequired);
      await avatars.remove(deleted.avatarFile);
      sendLater(accountDeletedMail(deleted, publicUrl), 'account deleted');
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
