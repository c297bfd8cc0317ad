import { type EditableContentKey, type QuotableReview, savesAsDraft } from '@studio/shared';
import { vi } from 'vitest';

type Answer = { status: number; body?: unknown };
export interface SentContent {
  key: string;
  /** What was done: a save (PUT), or a draft published or discarded (POST). */
  action?: 'publish' | 'discard';
  body: { version: number; data?: unknown };
}

/**
 * A small fake of /api/studio/content/<key>: it keeps each part with its version and its draft,
 * answers GET, PUT (a draft), POST …/publish and …/discard as the server does (version + 1, 409 on
 * an older version or without a draft), GET drafts and preview, and records each change. `refuse`
 * answers a change instead, when it returns something (e.g. a 400 with field errors).
 */
export function fakeContent(
  parts: Partial<Record<EditableContentKey, unknown>>,
  {
    refuse,
    quotable = [],
    preview = {},
  }: {
    refuse?: (sent: SentContent) => Answer | undefined;
    quotable?: QuotableReview[];
    /** The rest of the content the preview answers with (the parts above come with their drafts). */
    preview?: Record<string, unknown>;
  } = {},
) {
  type Part = { key: string; version: number; updatedAt: string | null; live: unknown; draft: unknown };
  const store = new Map<string, Part>(
    Object.entries(parts).map(([key, data]) => [key, { key, version: 1, updatedAt: null, live: data, draft: null }]),
  );
  const block = (p: Part) => ({
    key: p.key,
    version: p.version,
    updatedAt: p.updatedAt,
    data: p.draft ?? p.live,
    draftUpdatedAt: p.draft === null ? null : '2026-11-26T05:00:00.000Z',
  });
  const sent: SentContent[] = [];
  const answer = (method: string, url: string, body: unknown): Answer => {
    const [key, action] = url.split('?')[0]!.replace('/api/studio/content/', '').split('/') as [
      string,
      SentContent['action'],
    ];
    if (key === 'quotable-reviews' && method === 'GET') return { status: 200, body: { data: quotable } };
    if (key === 'drafts' && method === 'GET') {
      const data = [...store.values()]
        .filter((p) => p.draft !== null)
        .map((p) => ({ key: p.key, version: p.version, updatedAt: '2026-11-26T05:00:00.000Z' }));
      return { status: 200, body: { data } };
    }
    if (key === 'preview' && method === 'GET')
      return {
        status: 200,
        body: { ...preview, ...Object.fromEntries([...store].map(([k, p]) => [k, p.draft ?? p.live])) },
      };
    const part = store.get(key);
    if (!part) return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    if (method === 'GET') return { status: 200, body: block(part) };
    const change: SentContent = { key, ...(action ? { action } : {}), body: body as SentContent['body'] };
    sent.push(change);
    const refused = refuse?.(change);
    if (refused) return refused;
    if (change.body.version !== part.version || (action && part.draft === null))
      return { status: 409, body: { message: 'Someone else saved this first.', code: 'CONFLICT' } };
    const next: Part =
      action === 'publish'
        ? { ...part, live: part.draft, draft: null, updatedAt: '2026-11-26T06:00:00.000Z' }
        : action === 'discard'
          ? { ...part, draft: null }
          : !savesAsDraft(key as EditableContentKey)
            ? { ...part, live: change.body.data, updatedAt: '2026-11-26T05:00:00.000Z' }
            : {
                ...part,
                draft: JSON.stringify(change.body.data) === JSON.stringify(part.live) ? null : change.body.data,
              };
    next.version = part.version + 1;
    store.set(key, next);
    return { status: 200, body: block(next) };
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
      const where = savesAsDraft(key) ? { draft: data } : { live: data };
      store.set(key, { ...part, version: part.version + 1, ...where });
    },
    /** What the site shows of a part (published). */
    live: (key: EditableContentKey) => store.get(key)?.live,
  };
}
