import { currentLocale } from '@studio/shared/i18n/current-locale';
import { type Locale, localePath } from '@studio/shared/i18n/locales';
import { randomBytes } from 'node:crypto';
import {
  paths,
  STAFF_INVITATION_HOURS,
  type StaffInvitation,
  type StaffInvitationLookup,
  type StaffResponse,
  type StaffInvitationSignup,
  studioSupportTexts as texts,
} from '@studio/shared';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { inLocale } from '../../lib/request-context';
import { renderMail } from '../../mail/layout';
import { queueMail } from '../../mail/mail-queue';
import { auditRepository, type StaffActor } from '../audit/audit.repository';
import { assertNotCommon } from '../auth/auth.service';
import type { PasswordHasher } from '../auth/password-hasher';
import { hashToken } from '../auth/sessions';
import { usernameFromEmail } from '../users/current-user';
import type { UserRow } from '../users/users.repository';
import { type InvitationRow, staffRepository } from './staff.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Why an invitation no longer works, or 'valid'. */
function stateOf(row: InvitationRow, now: Date): StaffInvitationLookup['state'] {
  if (row.acceptedAt) return 'used';
  if (row.cancelledAt) return 'cancelled';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** What an invitation's state says, in the request's language. */
const messageOf = (state: StaffInvitationLookup['state']): string =>
  ({
    valid: texts.invitationTitle,
    used: texts.invitationUsed,
    cancelled: texts.invitationCancelledMessage,
    expired: texts.invitationExpired,
  })[state];

const unknownInvitation = () => new AppError('NOT_FOUND', texts.invitationUnknown);

/**
 * Staff accounts (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console): admins invite admins by e-mail (a link valid 48 hours, used
 * once; only its hash is stored), the invitee creates an account or signs in and accepts, and an
 * admin revokes another. Every change of who is staff runs under one lock, so two revokes at once
 * cannot leave the studio without an admin.
 */
export function staffService(deps: { db: Db; jobs: JobQueue; hasher: PasswordHasher; publicUrl: string }) {
  const { db, jobs, hasher, publicUrl } = deps;
  const repo = staffRepository(db);

  /** The invitation of a token, locked, that must still work: 404 unknown, 409 used, cancelled or expired. */
  const usable = async (tx: Parameters<Parameters<typeof repo.locked>[0]>[0], token: string, now: Date) => {
    const row = await repo.invitationByHash(hashToken(token), tx);
    if (!row) throw unknownInvitation();
    const state = stateOf(row, now);
    if (state !== 'valid') throw new AppError('CONFLICT', messageOf(state));
    return row;
  };

  const accepted = async (
    tx: Parameters<Parameters<typeof repo.locked>[0]>[0],
    row: InvitationRow,
    user: Pick<UserRow, 'id' | 'email'>,
    before: string | null,
    now: Date,
  ) => {
    await repo.markInvitation(tx, row.id, { acceptedAt: now, acceptedUserId: user.id });
    await auditRepository(tx).record(
      { id: user.id, email: user.email },
      {
        action: 'staff.accept',
        targetType: 'staff',
        targetId: user.id,
        targetLabel: user.email,
        before: { role: before },
        after: { role: 'admin', invitedBy: row.invitedByEmail },
      },
    );
  };

  return {
    async list(viewerId: string, now = new Date()): Promise<StaffResponse> {
      const [admins, invitations] = await Promise.all([repo.admins(viewerId), repo.pendingInvitations(now)]);
      return { admins, invitations };
    },

    /**
     * Invites `email`; an earlier pending invitation of the same address stops working. The e-mail
     * is in the invitee's account language when they have an account, else in `language`, and its
     * link opens the invitation page in that language (docs/decisions/0046-languages.md).
     */
    async invite(
      actor: StaffActor,
      email: string,
      language: Locale = currentLocale(),
      now = new Date(),
    ): Promise<StaffInvitation> {
      const token = randomBytes(32).toString('base64url');
      const row = await repo.locked(async (tx) => {
        const existing = await repo.userByEmail(tx, email);
        if (existing?.role === 'admin')
          throw new AppError('CONFLICT', texts.alreadyAdmin, { email: [texts.alreadyAdmin] });
        const written = existing?.language ?? language;
        // The token is in the link's fragment: browsers never send it to a server, logs never see
        // it. It is stored only as a hash, so its mail is queued in the invitation's own
        // transaction: both exist, or neither does.
        const mail = {
          to: email,
          ...inLocale(written, () =>
            renderMail({
              subject: texts.inviteMailSubject,
              paragraphs: [texts.inviteMailBody({ inviter: actor.email })],
              action: {
                label: texts.inviteMailAction,
                url: `${publicUrl}${localePath(paths.staffInvitation, written)}#${token}`,
              },
              footer: texts.inviteMailFooter,
            }),
          ),
        };
        await repo.cancelPendingFor(tx, email, now);
        const created = await repo.insertInvitation(tx, {
          email,
          tokenHash: hashToken(token),
          invitedByUserId: actor.id,
          invitedByEmail: actor.email,
          expiresAt: new Date(now.getTime() + STAFF_INVITATION_HOURS * HOUR_MS),
        });
        await auditRepository(tx).record(actor, {
          action: 'staff.invite',
          targetType: 'staff-invitation',
          targetId: created.id,
          targetLabel: email,
          after: { email, expiresAt: created.expiresAt.toISOString() },
        });
        await queueMail(jobs, mail, tx);
        return created;
      });
      return repo.toInvitation(row);
    },

    async cancelInvitation(actor: StaffActor, id: string): Promise<void> {
      await repo.locked(async (tx) => {
        const row = await repo.lockInvitation(tx, id);
        if (!row) throw new AppError('NOT_FOUND', texts.invitationNotFound);
        if (row.acceptedAt || row.cancelledAt) throw new AppError('CONFLICT', texts.invitationNotPending);
        await repo.markInvitation(tx, id, { cancelledAt: new Date() });
        await auditRepository(tx).record(actor, {
          action: 'staff.invitation-cancel',
          targetType: 'staff-invitation',
          targetId: id,
          targetLabel: row.email,
          before: { email: row.email, expiresAt: row.expiresAt.toISOString() },
        });
      });
    },

    /**
     * Takes the admin role from `userId` (their sessions stop granting it at once: every request
     * reads the role). The last admin cannot go: 409.
     */
    async revoke(actor: StaffActor, userId: string): Promise<string> {
      return repo.locked(async (tx) => {
        const user = await repo.lockUser(tx, userId);
        if (!user || user.role !== 'admin') throw new AppError('NOT_FOUND', texts.adminNotFound);
        if ((await repo.adminCount(tx)) <= 1) throw new AppError('CONFLICT', texts.lastAdmin);
        await repo.setRole(tx, userId, 'client');
        await auditRepository(tx).record(actor, {
          action: 'staff.revoke',
          targetType: 'staff',
          targetId: userId,
          targetLabel: user.email,
          before: { role: 'admin' },
          after: { role: 'client' },
        });
        return user.email;
      });
    },

    /** What the invitee's page shows. */
    async lookup(token: string, now = new Date()): Promise<StaffInvitationLookup> {
      const row = await repo.invitationByHash(hashToken(token));
      if (!row) throw unknownInvitation();
      const state = stateOf(row, now);
      if (state !== 'valid') return { state, message: messageOf(state), email: null, accountExists: false };
      return {
        state,
        message: texts.invitationFor({ email: row.email }),
        email: row.email,
        accountExists: Boolean(await repo.userByEmail(db, row.email)),
      };
    },

    /**
     * A new admin account with the invited address (sign-up's password rules), reading the product
     * in the language of the page it was made on, as any sign-up.
     */
    async signup(body: StaffInvitationSignup, now = new Date()): Promise<UserRow> {
      assertNotCommon(body.password, 'password');
      const passwordHash = await hasher.hash(body.password);
      return repo.locked(async (tx) => {
        const row = await usable(tx, body.token, now);
        const user = await repo.createAdmin(tx, {
          email: row.email,
          username: usernameFromEmail(row.email),
          passwordHash,
          language: currentLocale(),
        });
        if (!user) throw new AppError('CONFLICT', texts.invitationAccountExists);
        await accepted(tx, row, user, null, now);
        return user;
      });
    },

    /** The signed-in invitee accepts: their account becomes an admin. */
    async accept(user: UserRow, token: string, now = new Date()): Promise<UserRow> {
      return repo.locked(async (tx) => {
        const row = await usable(tx, token, now);
        if (user.email.toLowerCase() !== row.email.toLowerCase())
          throw new AppError('FORBIDDEN', texts.invitationOtherAccount);
        const locked = await repo.lockUser(tx, user.id);
        if (!locked) throw unknownInvitation();
        await repo.setRole(tx, user.id, 'admin');
        await accepted(tx, row, user, locked.role, now);
        return { ...locked, role: 'admin' };
      });
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
