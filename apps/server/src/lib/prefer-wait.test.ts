import { describe, expect, it } from 'vitest';
import { preferredWait, waitForChange } from './prefer-wait';

describe('preferredWait', () => {
  it('reads wait=N among other preferences, clamped, and 0 without one', () => {
    expect(preferredWait('wait=25', 30)).toBe(25);
    expect(preferredWait('respond-async, wait="10"', 30)).toBe(10);
    expect(preferredWait('return=minimal; wait=99', 30)).toBe(30);
    expect(preferredWait(['handling=lenient', 'wait=5'], 30)).toBe(5);
    expect(preferredWait(undefined, 30)).toBe(0);
    expect(preferredWait('wait=abc', 30)).toBe(0);
    expect(preferredWait('nowait=5', 30)).toBe(0);
  });
});

describe('waitForChange', () => {
  const never = new AbortController().signal;

  it('answers true at the first read that differs', async () => {
    const versions = ['a', 'a', 'b'];
    let reads = 0;
    const changed = await waitForChange(async () => versions[reads++]!, 'a', { seconds: 5, everyMs: 5, signal: never });
    expect(changed).toBe(true);
    expect(reads).toBe(3);
  });

  it('answers false once the time is up', async () => {
    let reads = 0;
    const started = performance.now();
    const changed = await waitForChange(
      async () => {
        reads++;
        return 'a';
      },
      'a',
      { seconds: 0.05, everyMs: 10, signal: never },
    );
    expect(changed).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(49);
    // At most one read per 10 ms; on a loaded machine the timers fire late, so fewer (never none).
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(6);
  });

  it('answers false at once when aborted, and passes on what the read throws', async () => {
    const stop = new AbortController();
    const waiting = waitForChange(async () => 'a', 'a', { seconds: 60, everyMs: 1000, signal: stop.signal });
    stop.abort();
    await expect(waiting).resolves.toBe(false);
    await expect(
      waitForChange(
        async () => {
          throw new Error('gone');
        },
        'a',
        { seconds: 1, everyMs: 1, signal: never },
      ),
    ).rejects.toThrow('gone');
  });
});
