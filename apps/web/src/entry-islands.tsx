import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands } from './app/islands';
import { startKeepAlive } from './features/keep-alive/keep-alive';
import { ISLAND_TAG, IslandRoot } from './lib/island';

/** Its content is on screen now (an island takes no box of its own: its first child's does). */
function onScreen(island: HTMLElement): boolean {
  const box = island.firstElementChild?.getBoundingClientRect();
  return !box || (box.top < window.innerHeight && box.bottom > 0);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const whenIdle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1500 }) : setTimeout(resolve, 50),
  );

/**
 * A public page: the server sent its HTML, and only its islands (lib/island.tsx) become React.
 * Each island's code starts loading at once; the islands on screen hydrate first, each in a task
 * of its own (no long task for the whole page), the others when the browser is idle.
 * `<html data-hydrated>` marks the moment all of them respond (the browser tests wait for it).
 */
async function hydrateIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
  let pending = elements.length;
  const committed = () => {
    pending -= 1;
    if (pending === 0) document.documentElement.setAttribute('data-hydrated', '');
  };
  if (pending === 0) document.documentElement.setAttribute('data-hydrated', '');

  const queue = elements.map((element) => {
    const name = element.dataset.island ?? '';
    const load = islands[name] as (() => Promise<ComponentType<object>>) | undefined;
    if (!load) throw new Error(`Unknown island "${name}": add it to app/islands.ts`);
    return { element, component: load(), seen: onScreen(element) };
  });
  queue.sort((a, b) => Number(b.seen) - Number(a.seen));

  for (const { element, component, seen } of queue) {
    await (seen ? nextTask() : whenIdle());
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
