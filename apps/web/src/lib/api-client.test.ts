import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setApiFetch } from './api-client';

describe('apiRequest', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it("asks the server to answer in the page's language (docs/decisions/0046-languages.md)", async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    setApiFetch(fetch);
    const languageSent = () =>
      (fetch.mock.lastCall as unknown as [string, RequestInit])[1].headers as Record<string, string>;

    await apiRequest('/api/health/live');
    expect(languageSent()['accept-language']).toBe('en');

    document.documentElement.lang = 'sw-KE';
    await apiRequest('/api/health/live');
    expect(languageSent()['accept-language']).toBe('sw');

    document.documentElement.lang = 'fr';
    await apiRequest('/api/health/live');
    expect(languageSent()['accept-language']).toBe('en');
  });
});
