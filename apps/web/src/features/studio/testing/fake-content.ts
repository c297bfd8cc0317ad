import type { EditableContentKey, QuotableReview } from '@studio/shared';
import { vi } from 'vitest';

type Answer = { status: number; body?: unknown };
export interface SentContent {
  key: string;
  body: { version: number; data: unknown };
}

/**
 * A small fake of /api/studio/content/<key>: it keeps each part with its version, answers GET and
 * PUT as the server does (version + 1, 409 on an older version) and records each save. `refuse`
 * answers a save instead, when it returns something (e.g. a 400 with field errors).
 */
export function fakeContent(
  parts: Partial<Record<EditableContentKey, unknown>>,
  { refuse, quotable = [] }: { refuse?: (sent: SentContent) => Answer | undefined; quotable?: QuotableReview[] } = {},
) {
  const store = new Map(
    Object.entries(parts).map(([key, data]) => [key, { key, version: 1, updatedAt: null as string | null, data }]),
  );
  const sent: SentContent[] = [];
  const answer = (method: string, url: string, body: unknown): Answer => {
    const key = url.split('?')[0]!.replace('/api/studio/content/', '');
    if (key === 'quotable-reviews' && method === 'GET') return { status: 200, body: { data: quotable } };
    const part = store.get(key);
    if (!part) return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    if (method === 'GET') return { status: 200, body: part };
    const put = { key, body: body as SentContent['body'] };
    sent.push(put);
    const refused = refuse?.(put);
    if (refused) return refused;
    if (put.body.version !== part.version)
      return { status: 409, body: { message: 'Someone else saved this first.', code: 'CONFLICT' } };
    const next = { ...part, version: part.version + 1, updatedAt: '2026-11-26T05:00:00.000Z', data: put.body.data };
    store.set(key, next);
    return { status: 200, body: next };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const a = answer(init?.method ?? 'GET', String(input), body);
      return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
        status: a.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    sent,
    /** Someone else saves in between (the next save from the console is on an older version). */
    savedElsewhere(key: EditableContentKey, data: unknown) {
      const part = store.get(key)!;
      store.set(key, { ...part, version: part.version + 1, data });
    },
  };
}
