import type { Locale } from '@studio/shared/i18n/locales';
import type { StaffAdmin, StaffInvitation } from '@studio/shared';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staffInvitations } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import type { UserRow } from '../users/users.repository';

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** Serialises every change of who is staff (invite, accept, revoke): "staff" in ASCII. */
const STAFF_LOCK_KEY = 0x7374616666;

const toInvitation = (r: InvitationRow): StaffInvitation => ({
  id: r.id,
  email: r.email,
  invitedBy: r.invitedByEmail,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
});

/** Staff accounts and their invitations (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console). */
export function staffRepository(db: Db) {
  return {
    /** One transaction holding the staff lock: two revokes (or a revoke and an accept) never interleave. */
    locked: <T>(work: (tx: Tx) => Promise<T>) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK_KEY})`);
        return work(tx);
      }),

    async admins(viewerId: string): Promise<StaffAdmin[]> {
      const rows = await db
        .select()
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.createdAt), asc(users.id));
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        username: r.username,
        createdAt: r.createdAt.toISOString(),
        you: r.id === viewerId,
      }));
    },

    async pendingInvitations(now: Date): Promise<StaffInvitation[]> {
      const rows = await db
        .select()
        .from(staffInvitations)
        .where(
          and(
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.cancelledAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(staffInvitations.createdAt));
      return rows.map(toInvitation);
    },

    toInvitation,

    async userByEmail(executor: Db | Tx, email: string): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async lockUser(tx: Tx, id: string): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async adminCount(tx: Tx): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'admin'));
      return row?.n ?? 0;
    },

    async setRole(tx: Tx, id: string, role: UserRow['role']): Promise<void> {
      await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    /** Inserts an admin account; undefined when the address is taken. */
    async createAdmin(tx: Tx, values: { email: string; username: string; passwordHash: string; language: Locale }) {
      const [row] = await tx
        .insert(users)
        .values({ ...values, role: 'admin' })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async cancelPendingFor(tx: Tx, email: string, now: Date): Promise<void> {
      await tx
        .update(staffInvitations)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(staffInvitations.email, email),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.cancelledAt),
          ),
        );
    },

    async insertInvitation(
      tx: Tx,
      values: { email: string; tokenHash: string; invitedByUserId: string; invitedByEmail: string; expiresAt: Date },
    ): Promise<InvitationRow> {
      const [row] = await tx.insert(staffInvitations).values(values).returning();
      return row!;
    },

    async invitationByHash(tokenHash: string, tx?: Tx): Promise<InvitationRow | undefined> {
      const query = (tx ?? db).select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },

    async lockInvitation(tx: Tx, id: string): Promise<InvitationRow | undefined> {
      const [row] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, id)).for('update');
      return row;
    },

    async markInvitation(
      tx: Tx,
      id: string,
      values: Partial<Pick<InvitationRow, 'acceptedAt' | 'acceptedUserId' | 'cancelledAt'>>,
    ): Promise<void> {
      await tx.update(staffInvitations).set(values).where(eq(staffInvitations.id, id));
    },
  };
}
