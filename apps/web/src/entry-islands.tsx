import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands } from './app/islands';
import { startKeepAlive } from './features/keep-alive/keep-alive';
import { markHydrated } from './lib/hydration-mark';
import { ISLAND_TAG, IslandRoot } from './lib/island';

/** Its content is on screen now (an island takes no box of its own: its first child's does). */
function onScreen(island: HTMLElement): boolean {
  const box = island.firstElementChild?.getBoundingClientRect();
  return !box || (box.top < window.innerHeight && box.bottom > 0);
}

/**
 * Yields to the browser (input, paint) before the next island: a message task, as React's own
 * scheduler uses. Not a timer: a page whose clock is paused (or throttled in the background)
 * still hydrates.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * A public page: the server sent its HTML, and only its islands (lib/island.tsx) become React.
 * Each island's code starts loading at once; the islands on screen hydrate first, then the
 * others, each in a task of its own (no long task for the whole page).
 * `<html data-hydrated>` marks the moment all of them respond (the browser tests wait for it).
 */
async function hydrateIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
  let pending = elements.length;
  const committed = () => {
    pending -= 1;
    if (pending === 0) markHydrated();
  };
  if (pending === 0) markHydrated();

  const queue = elements.map((element) => {
    const name = element.dataset.island ?? '';
    const load = islands[name] as (() => Promise<ComponentType<object>>) | undefined;
    if (!load) throw new Error(`Unknown island "${name}": add it to app/islands.ts`);
    return { element, component: load(), seen: onScreen(element) };
  });
  queue.sort((a, b) => Number(b.seen) - Number(a.seen));

  for (const { element, component } of queue) {
    await nextTask();
    const prefix = element.dataset.prefix ?? '';
    const json = document.querySelector(`script[data-island-props="${prefix}"]`)?.textContent;
    const props = JSON.parse(json || '{}') as object;
    const Component = await component;
    hydrateRoot(
      element,
      <IslandRoot onCommit={committed}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: prefix },
    );
  }
}

void hydrateIslands();
startKeepAlive();
