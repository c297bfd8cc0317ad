import { afterEach, describe, expect, it } from 'vitest';
import { holdHydrated, markHydrated } from './hydration-mark';

const hydrated = () => document.documentElement.hasAttribute('data-hydrated');

describe('markHydrated', () => {
  afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

  it('waits for every part still held, and a second release of one part counts once', () => {
    const first = holdHydrated();
    const second = holdHydrated();
    markHydrated();
    expect(hydrated()).toBe(false);
    first();
    first();
    expect(hydrated()).toBe(false);
    second();
    expect(hydrated()).toBe(true);
  });
});
