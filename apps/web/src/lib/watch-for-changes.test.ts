import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForChanges } from './watch-for-changes';

function watched(etag?: string) {
  const element = document.createElement('div');
  element.dataset.watch = '/api/photographers/portfolio/p1';
  element.dataset.watchInterval = '1000';
  if (etag) element.dataset.watchEtag = etag;
  return element;
}

const answer = (status: number, etag?: string, extra: Record<string, string> = {}) =>
  new Response(status === 304 ? null : '{}', { status, headers: { ...(etag ? { etag } : {}), ...extra } });

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('watchForChanges (D4 before React)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks every interval and says nothing while the version stays the one rendered', async () => {
    fetchMock.mockImplementation(async () => answer(200, 'W/"v1"'));
    const onChange = vi.fn();
    const stop = watchForChanges(watched('W/"v1"'), onChange);
    await vi.advanceTimersByTimeAsync(3_100);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/photographers/portfolio/p1');
    // Behind the page's own requests: the held answer never competes with a photograph.
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ priority: 'low', cache: 'no-store' });
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('a new version wakes the island once, and the watch ends', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, 'W/"v1"')).mockImplementation(async () => answer(200, 'W/"v2"'));
    const onChange = vi.fn();
    watchForChanges(watched('W/"v1"'), onChange);
    await vi.advanceTimersByTimeAsync(5_100);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an answer without a known version counts as a change (the page cannot tell)', async () => {
    fetchMock.mockImplementation(async () => answer(200));
    const onChange = vi.fn();
    watchForChanges(watched('W/"v1"'), onChange);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a 4xx stops the watch; a 5xx or a network failure asks again', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValueOnce(answer(404));
    const onChange = vi.fn();
    watchForChanges(watched('W/"v1"'), onChange);
    await vi.advanceTimersByTimeAsync(6_100);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a hidden tab asks nothing; shown again, it asks at once', async () => {
    fetchMock.mockImplementation(async () => answer(200, 'W/"v1"'));
    const stop = watchForChanges(watched('W/"v1"'), vi.fn());
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks with the version it knows and Prefer: wait, and asks again as soon as a held answer ends', async () => {
    // The server holds each answer 25 s, then says nothing changed (304, the wait applied).
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve(answer(304, 'W/"v1"', { 'preference-applied': 'wait=25' })), 25_000),
        ),
    );
    const onChange = vi.fn();
    const stop = watchForChanges(watched('W/"v1"'), onChange);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'if-none-match': 'W/"v1"', prefer: 'wait=25' });
    expect(init?.cache).toBe('no-store');
    await vi.advanceTimersByTimeAsync(25_010);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('never asks more than once an interval, even when held answers come back at once', async () => {
    fetchMock.mockImplementation(async () => answer(304, 'W/"v1"', { 'preference-applied': 'wait=25' }));
    const stop = watchForChanges(watched('W/"v1"'), vi.fn());
    await vi.advanceTimersByTimeAsync(5_100);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    stop();
  });

  it('hiding the tab ends the held request', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => {});
    });
    const stop = watchForChanges(watched('W/"v1"'), vi.fn());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(signal?.aborted).toBe(false);
    setVisibility('hidden');
    expect(signal?.aborted).toBe(true);
    stop();
  });

  it('an element without an address watches nothing', async () => {
    const element = document.createElement('div');
    watchForChanges(element, vi.fn());
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
