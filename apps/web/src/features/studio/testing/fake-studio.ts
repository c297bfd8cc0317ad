import type {
  AuditEntry,
  ExchangeRate,
  ReceivedReview,
  SamplePlaces,
  StudioDemo,
  StudioOverview,
  StudioPhotographer,
} from '@studio/shared';
import { vi } from 'vitest';
import type { ReportedReview } from '../shared/studio-api';

export const studioPhotographer = (over: Partial<StudioPhotographer> = {}): StudioPhotographer => ({
  _id: '0b9f7c1e-5d0a-4a53-9a3e-2f1c8d7e6b5a',
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  location: 'Nairobi',
  speciality: 'Wedding',
  featured: false,
  demo: false,
  hidden: null,
  reviewCount: 3,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...over,
});

export const reportedReview = (over: Partial<ReportedReview> = {}): ReportedReview => ({
  id: 'r1',
  rating: 2,
  text: 'The photos came late and half were blurred.',
  images: [],
  authorName: 'Otieno M.',
  service: 'Wedding photography',
  featured: false,
  reply: null,
  createdAt: '2026-11-10T08:00:00.000Z',
  editedAt: null,
  photographer: { _id: '0b9f7c1e-5d0a-4a53-9a3e-2f1c8d7e6b5a', name: 'Wanjiru Kamau' },
  report: { reason: 'Names my assistant and insults her.', createdAt: '2026-11-12T09:30:00.000Z' },
  ...over,
});

export const auditEntry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  actorEmail: 'studio@picha.example',
  action: 'photographer.feature',
  targetType: 'photographer',
  targetId: '0b9f7c1e-5d0a-4a53-9a3e-2f1c8d7e6b5a',
  targetLabel: 'Wanjiru Kamau',
  before: { featured: false, hidden: false },
  after: { featured: true, hidden: false },
  createdAt: '2026-11-20T12:30:00.000Z',
  ...over,
});

const received = (r: ReportedReview, hidden: boolean, state: 'kept' | 'hidden'): ReceivedReview => ({
  id: r.id,
  rating: r.rating,
  text: r.text,
  images: r.images,
  authorName: r.authorName,
  service: r.service,
  featured: r.featured,
  reply: r.reply,
  createdAt: r.createdAt,
  editedAt: r.editedAt,
  bookingId: 'b1',
  studioMayQuote: false,
  report: { reason: r.report.reason, createdAt: r.report.createdAt, state },
  hidden,
});

type Answer = { status: number; body?: unknown };
export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A small fake of /api/studio/*: it keeps the photographers, the demo switch, the reports and the
 * log, answers the console's requests as the server does, and records every change sent. `refuse`
 * answers a request instead, when it returns something (e.g. a 400 with field errors).
 */
export function fakeStudio({
  photographers = [studioPhotographer()],
  demo = { count: 0, hidden: 0, visible: true },
  reported = [],
  audit = [],
  auditPages = 1,
  overview,
  refuse,
  rate = { kesPerUsd: 129, updatedAt: null },
  samplePlaces = {
    total: 2,
    places: [
      {
        part: 'heroSlides',
        label: 'Hero slide 1',
        count: 2,
        consolePath: '/studio/content/heroSlides',
      },
    ],
  },
}: {
  /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the exchange rate staff set. */
  rate?: ExchangeRate;
  /** docs/rules/history.md#issue-23 (media library): the places that still show bundled samples, on the overview. */
  samplePlaces?: SamplePlaces;
  photographers?: StudioPhotographer[];
  demo?: StudioDemo;
  reported?: ReportedReview[];
  audit?: AuditEntry[];
  auditPages?: number;
  overview?: StudioOverview;
  refuse?: (sent: Sent) => Answer | undefined;
} = {}) {
  let list = [...photographers];
  let demoState = { ...demo };
  let rateState = { ...rate };
  let reports = [...reported];
  const sent: Sent[] = [];
  const asked: string[] = [];
  const json = ({ status, body }: Answer) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  const answer = (method: string, url: string, body: unknown): Answer => {
    const path = url.split('?')[0]!;
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    if (method === 'GET') {
      asked.push(url);
      if (path === '/api/studio/overview')
        return {
          status: 200,
          body: overview ?? {
            photographers: list.filter((p) => !p.hidden).length,
            hidden: list.filter((p) => p.hidden).length,
            featured: list.filter((p) => p.featured && !p.hidden).length,
            reports: reports.length,
            attention: { messages: 2, tickets: 1, reports: reports.length, bookings: 4, subscribers: 5 },
            since: '2026-11-20T08:00:00.000Z',
          },
        };
      if (path === '/api/studio/photographers') {
        const state = query.get('state') ?? 'all';
        const q = (query.get('q') ?? '').toLowerCase();
        const data = list.filter(
          (p) =>
            (state === 'all' ||
              (state === 'hidden' && p.hidden) ||
              (state === 'listed' && !p.hidden) ||
              (state === 'featured' && p.featured) ||
              (state === 'demo' && p.demo)) &&
            (!q || `${p.name} ${p.email} ${p.location}`.toLowerCase().includes(q)),
        );
        return {
          status: 200,
          body: {
            data,
            meta: { page: Number(query.get('page') ?? 1), pageSize: 25, total: data.length, totalPages: 1 },
          },
        };
      }
      // The inbox's count beside Inbox in the navigation (its own pages have their own tests).
      if (path === '/api/studio/inbox/summary') return { status: 200, body: { unread: 2, open: 3 } };
      if (path === '/api/studio/demo') return { status: 200, body: demoState };
      if (path === '/api/studio/exchange-rate') return { status: 200, body: rateState };
      if (path === '/api/studio/content/sample-places') return { status: 200, body: samplePlaces };
      if (path === '/api/studio/reviews/reported') return { status: 200, body: { data: reports } };
      if (path === '/api/studio/audit')
        return {
          status: 200,
          body: {
            data: audit,
            meta: { page: Number(query.get('page') ?? 1), pageSize: 50, total: audit.length, totalPages: auditPages },
          },
        };
      return { status: 404, body: { message: `No route ${method} ${url}`, code: 'NOT_FOUND' } };
    }

    sent.push({ method, url, body });
    const refused = refuse?.({ method, url, body });
    if (refused) return refused;
    const [, , , kind, id, action] = path.split('/');
    if (kind === 'photographers') {
      const at = list.findIndex((p) => p._id === id);
      if (at < 0) return { status: 404, body: { message: 'No photographer found.', code: 'NOT_FOUND' } };
      const p = list[at]!;
      const changed =
        action === 'featured'
          ? { ...p, featured: (body as { featured: boolean }).featured }
          : action === 'hide'
            ? {
                ...p,
                hidden: {
                  at: '2026-11-21T08:00:00.000Z',
                  reason: (body as { reason: string }).reason,
                  kind: 'moderation' as const,
                },
              }
            : { ...p, hidden: null };
      list = list.map((x, i) => (i === at ? changed : x));
      return { status: 200, body: { photographer: changed } };
    }
    if (path === '/api/studio/exchange-rate') {
      rateState = { kesPerUsd: (body as { kesPerUsd: number }).kesPerUsd, updatedAt: '2026-11-27T10:00:00.000Z' };
      return { status: 200, body: rateState };
    }
    if (path === '/api/studio/demo') {
      const visible = (body as { visible: boolean }).visible;
      demoState = { ...demoState, visible, hidden: visible ? 0 : demoState.count };
      return { status: 200, body: demoState };
    }
    if (kind === 'reviews') {
      const review = reports.find((r) => r.id === id);
      if (!review) return { status: 404, body: { message: 'No review found.', code: 'NOT_FOUND' } };
      reports = reports.filter((r) => r.id !== id);
      const hide = (body as { action: string }).action === 'hide';
      return { status: 200, body: { review: received(review, hide, hide ? 'hidden' : 'kept') } };
    }
    return { status: 404, body: { message: `No route ${method} ${url}`, code: 'NOT_FOUND' } };
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      return json(answer(method, String(input), body));
    }),
  );
  return { sent, asked, list: () => list };
}
