import { vi } from 'vitest';

export type Answer = { status: number; body?: unknown };
/** A fetch that answers `METHOD /path` from `routes` and records what was sent. */
export function stubApi(routes: Record<string, Answer | ((body: unknown) => Answer)>) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method !== 'GET') sent.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const answer =
      typeof route === 'function'
        ? route(body)
        : (route ?? { status: 404, body: { message: 'No route', code: 'NOT_FOUND' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}
