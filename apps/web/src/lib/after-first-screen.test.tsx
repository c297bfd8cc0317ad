import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module state (the gate is made once per page). */
async function load() {
  vi.resetModules();
  const gate = await import('./after-first-screen');
  const marks = await import('./hydration-mark');
  return { ...gate, ...marks };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('afterFirstScreen', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-interactive');
    document.documentElement.removeAttribute('data-hydrated');
  });

  it('opens at once outside a server-rendered islands page (the app, tests)', async () => {
    const { afterFirstScreen } = await load();
    let open = false;
    void afterFirstScreen().then(() => {
      open = true;
    });
    await settle();
    expect(open).toBe(true);
  });

  it("on an islands page, waits until what is on screen responds; or opens at the visitor's first input", async () => {
    document.body.innerHTML = '<studio-island data-island="x" data-prefix="i0-"></studio-island>';
    const first = await load();
    let open = false;
    void first.afterFirstScreen().then(() => {
      open = true;
    });
    await settle();
    expect(open).toBe(false);
    first.markInteractive();
    await settle();
    expect(open).toBe(true);

    const second = await load();
    let openByInput = false;
    void second.afterFirstScreen().then(() => {
      openByInput = true;
    });
    await settle();
    expect(openByInput).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(openByInput).toBe(true);
  });

  it('a deferred part renders once its code is there, and holds data-hydrated until then', async () => {
    const { lazyAfterFirstScreen, markHydrated } = await load();
    const Part = lazyAfterFirstScreen(async () => ({ who }: { who: string }) => <p>Hello {who}</p>);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part who="Nairobi" />
      </Suspense>,
    );
    markHydrated();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    expect(await screen.findByText('Hello Nairobi')).toBeInTheDocument();
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  });
});
