import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';

/** What the leads read of one request, its conversation and its timeline (times in epoch ms). */
export type LeadRow = {
  id: string;
  status: 'pending' | 'accepted' | 'declined' | 'expired' | 'cancelled' | 'completed';
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  service: string;
  eventDate: string | null;
  createdAt: number;
  /** The inquiry's own text (the first message, kept on the request). */
  message: string;
  packageId: string | null;
  packageTitle: string | null;
  /** The conversation's latest message (its start only), or null before anyone wrote. */
  lastBody: string | null;
  lastAuthor: 'client' | 'photographer' | null;
  lastAt: number | null;
  lastClientMessageAt: number | null;
  lastPhotographerMessageAt: number | null;
  photographerMessages: number;
  /** The photographer's latest move on the timeline (an answer), or null. */
  lastPhotographerEventAt: number | null;
};

export interface LeadFilters {
  q?: string;
  /** A package id, or 'none' for requests made without one. */
  packageId?: string | 'none';
  from?: string;
  to?: string;
}

/** Enough of a message to cut a snippet from, without carrying 5,000 characters per lead. */
const BODY_PREFIX = 600;
const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Leads (docs/rules/history.md#issue-12): reads booking_requests with their conversation (booking_messages) and their
 * timeline (booking_events), which other modules write; this one only reads them. One query for
 * the leads, one for the package filter's choices.
 */
export function leadsRepository(db: Db) {
  return {
    async list(portfolioId: string, filters: LeadFilters): Promise<LeadRow[]> {
      const where: SQL[] = [sql`r.portfolio_id = ${portfolioId}`];
      if (filters.q) {
        const pattern = `%${escapeLike(filters.q)}%`;
        where.push(sql`(r.client_name ilike ${pattern} or r.client_email ilike ${pattern} or r.message ilike ${pattern}
          or exists (select 1 from booking_messages sm where sm.booking_request_id = r.id and sm.body ilike ${pattern}))`);
      }
      if (filters.packageId === 'none') where.push(sql`r.package_id is null`);
      else if (filters.packageId) where.push(sql`r.package_id = ${filters.packageId}`);
      if (filters.from) where.push(sql`r.event_date >= ${filters.from}::date`);
      if (filters.to) where.push(sql`r.event_date <= ${filters.to}::date`);

      const result = await db.execute<LeadRow>(sql`
        select r.id, r.status, r.client_name as "clientName", r.client_email as "clientEmail",
          r.client_phone as "clientPhone", r.service, r.event_date::text as "eventDate",
          ${ms(sql`r.created_at`)} as "createdAt", left(r.message, ${BODY_PREFIX}) as message,
          p.id as "packageId", p.title as "packageTitle",
          lm.body as "lastBody", lm.author_role as "lastAuthor", ${ms(sql`lm.created_at`)} as "lastAt",
          ${ms(sql`mc.client_at`)} as "lastClientMessageAt",
          ${ms(sql`mc.photographer_at`)} as "lastPhotographerMessageAt",
          coalesce(mc.photographer_n, 0) as "photographerMessages",
          ${ms(sql`ev.at`)} as "lastPhotographerEventAt"
        from booking_requests r
        left join packages p on p.id = r.package_id
        left join lateral (
          select left(m.body, ${BODY_PREFIX}) as body, m.author_role, m.created_at from booking_messages m
          where m.booking_request_id = r.id order by m.created_at desc, m.id desc limit 1
        ) lm on true
        left join lateral (
          select max(m.created_at) filter (where m.author_role = 'client') as client_at,
            max(m.created_at) filter (where m.author_role = 'photographer') as photographer_at,
            (count(*) filter (where m.author_role = 'photographer'))::int as photographer_n
          from booking_messages m where m.booking_request_id = r.id
        ) mc on true
        left join lateral (
          select max(e.created_at) as at from booking_events e
          where e.booking_request_id = r.id and e.actor_role = 'photographer'
        ) ev on true
        where ${sql.join(where, sql` and `)}
        order by greatest(r.created_at, lm.created_at) desc, r.id desc`);
      return result.rows;
    },

    /** The package filter's choices: live packages, and deleted ones a request still refers to. */
    async packages(portfolioId: string): Promise<{ id: string; title: string }[]> {
      const result = await db.execute<{ id: string; title: string }>(sql`
        select p.id, p.title from packages p
        where p.portfolio_id = ${portfolioId}
          and (p.deleted_at is null or exists (select 1 from booking_requests r where r.package_id = p.id))
        order by p.deleted_at nulls first, p.position, p.created_at, p.id`);
      return result.rows;
    },
  };
}
export type LeadsRepository = ReturnType<typeof leadsRepository>;
