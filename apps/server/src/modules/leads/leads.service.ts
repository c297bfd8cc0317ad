import {
  LEAD_NO_PACKAGE,
  LEAD_SNIPPET_MAX,
  LEAD_STAGES,
  type Lead,
  type LeadStage,
  type LeadsQuery,
  type LeadsResponse,
  leadsTexts,
} from '@studio/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PhotographersRepository } from '../photographers/photographers.repository';
import type { UserRow } from '../users/users.repository';
import { type LeadRow, leadsRepository } from './leads.repository';

/** The stage a request stands at: pending splits on whether the photographer has written yet. */
export function stageOf(row: Pick<LeadRow, 'status' | 'photographerMessages'>): LeadStage {
  switch (row.status) {
    case 'pending':
      return row.photographerMessages > 0 ? 'conversation' : 'new';
    case 'accepted':
      return 'accepted';
    case 'completed':
      return 'completed';
    default:
      return 'lost';
  }
}

/** A message on one line, cut at a word to about `max` characters (by code point, never inside one). */
export function snippet(text: string, max = LEAD_SNIPPET_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length >= max * 0.6 ? atWord : cut}…`;
}

const latest = (...times: (number | null)[]) =>
  times.reduce<number | null>((a, b) => (b === null ? a : a === null ? b : Math.max(a, b)), null);

/**
 * Since when the lead has waited on the photographer, while the client moved last; else null.
 * Pending: the inquiry or a client message after the photographer's last message. Accepted: the
 * acceptance answered the inquiry, so only a client message after the photographer's last move
 * (a message or an answer) waits. Completed and lost leads wait on nobody.
 */
export function waitingSince(row: LeadRow): number | null {
  if (row.status !== 'pending' && row.status !== 'accepted') return null;
  const client = row.status === 'pending' ? latest(row.createdAt, row.lastClientMessageAt) : row.lastClientMessageAt;
  if (client === null) return null;
  const photographer = latest(row.lastPhotographerMessageAt, row.lastPhotographerEventAt);
  return photographer === null || client > photographer ? client : null;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function toLead(row: LeadRow): Lead {
  const since = waitingSince(row);
  const hasMessage = row.lastAt !== null && row.lastAuthor !== null && row.lastBody !== null;
  return {
    id: row.id,
    stage: stageOf(row),
    status: row.status,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    service: row.service,
    package: row.packageId && row.packageTitle !== null ? { id: row.packageId, title: row.packageTitle } : null,
    eventDate: row.eventDate,
    createdAt: iso(row.createdAt),
    lastMessage: hasMessage
      ? { text: snippet(row.lastBody!), author: row.lastAuthor!, at: iso(row.lastAt!) }
      : { text: snippet(row.message), author: 'client', at: iso(row.createdAt) },
    waitingSince: since === null ? null : iso(since),
  };
}

/** Leads (docs/rules/history.md#issue-12): the photographer's requests by stage, filtered; only ever their own. */
export function leadsService(deps: { db: Db; portfolios: PhotographersRepository }) {
  const { db, portfolios } = deps;
  const repo = leadsRepository(db);

  return {
    async list(user: UserRow, query: LeadsQuery): Promise<LeadsResponse> {
      if (user.role !== 'photographer') throw new AppError('FORBIDDEN', leadsTexts.onlyPhotographers);
      const portfolio = await portfolios.findByUserId(user.id);
      const counts = (leads: Lead[]) =>
        LEAD_STAGES.map((stage) => ({ stage, count: leads.filter((l) => l.stage === stage).length }));
      if (!portfolio) return { leads: [], stages: counts([]), packages: [] };
      const [rows, packages] = await Promise.all([
        repo.list(portfolio.id, {
          q: query.q || undefined,
          packageId: query.package === LEAD_NO_PACKAGE ? 'none' : query.package || undefined,
          from: query.from || undefined,
          to: query.to || undefined,
        }),
        repo.packages(portfolio.id),
      ]);
      const all = rows.map(toLead);
      const leads = query.stage ? all.filter((l) => l.stage === query.stage) : all;
      return { leads, stages: counts(all), packages };
    },
  };
}
export type LeadsService = ReturnType<typeof leadsService>;
