import { expect } from 'vitest';
import type { App } from '../src/app';

/**
 * The console's content API as a member of staff calls it (ADR 0026, 0033): read a part, save it
 * (a draft), publish or discard its draft, and check that a refused save changed nothing.
 */
export function contentApi(app: App, staff: Record<string, string>) {
  const get = (key: string, headers: Record<string, string> = staff) =>
    app.inject({ method: 'GET', url: `/api/studio/content/${key}`, headers });
  const put = (key: string, payload: unknown, headers: Record<string, string> = staff) =>
    app.inject({ method: 'PUT', url: `/api/studio/content/${key}`, headers, payload: payload as object });
  const act = (key: string, action: 'publish' | 'discard', payload: unknown, headers: Record<string, string> = staff) =>
    app.inject({ method: 'POST', url: `/api/studio/content/${key}/${action}`, headers, payload: payload as object });
  const version = async (key: string) => (await get(key)).json().version as number;
  return {
    get,
    put,
    act,
    version,
    /** Publishes the part's draft: the site shows a save only then. */
    async publish(key: string) {
      const res = await act(key, 'publish', { version: await version(key) });
      expect(res.statusCode, res.body).toBe(200);
    },
    /** A refused save: 400 naming `field` (with `message` when given), and the part (draft included) as it was. */
    async refused(key: string, data: unknown, field: string, message?: string) {
      const before = (await get(key)).json();
      const res = await put(key, { version: before.version, data });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION');
      expect(Object.keys(body.errors)).toContain(field);
      if (message) expect(body.errors[field]).toContain(message);
      expect((await get(key)).json()).toEqual(before);
    },
  };
}
