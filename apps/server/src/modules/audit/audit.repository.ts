import type { AuditEntry } from '@studio/shared';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who made a change from the studio console (`id` null: the system, e.g. a scheduled job). */
/** A staff member making a change. */
export interface StaffActor {
  id: string;
  email: string;
}

/** Who made a change: a staff member, or the system (no account: a scheduled job). */
export type AuditActor = StaffActor | { id: null; email: string };

export interface AuditChange {
  action: string;
  targetType: string;
  targetId?: string | null;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * docs/rules/history.md#issue-14 (docs/rules/studio-console.md#staff-and-console): the audit log. A change and its entry are written in the same transaction, so
 * the log never tells of a change that did not happen, nor misses one that did.
 */
export function auditRepository(executor: Executor) {
  return {
    async record(actor: AuditActor, change: AuditChange): Promise<void> {
      await executor.insert(auditLog).values({
        actorUserId: actor.id,
        actorEmail: actor.email,
        action: change.action,
        targetType: change.targetType,
        targetId: change.targetId ?? null,
        targetLabel: change.targetLabel ?? null,
        before: change.before ?? null,
        after: change.after ?? null,
      });
    },

    /** Newest first, a page at a time, with the total. */
    async page(limit: number, offset: number): Promise<{ rows: AuditEntry[]; total: number }> {
      const [rows, counted] = await Promise.all([
        executor
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        executor.select({ n: sql<number>`count(*)::int` }).from(auditLog),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          actorEmail: r.actorEmail,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          targetLabel: r.targetLabel,
          before: r.before,
          after: r.after,
          createdAt: r.createdAt.toISOString(),
        })),
        total: counted[0]?.n ?? 0,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
