import { type ComponentType, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands } from './app/islands';
import { startKeepAlive } from './features/keep-alive/keep-alive';
import { markHydrated, markInteractive } from './lib/hydration-mark';
import { ISLAND_TAG, IslandRoot } from './lib/island';

/**
 * An island's content: its first child with a layout box (the island itself takes none, and React
 * may put boxless elements first, such as the `<link rel="preload">` of a priority image).
 */
const contentOf = (island: HTMLElement) =>
  [...island.children].find((child) => child.getClientRects().length > 0) ?? null;

/** Its content is on screen now (or it has none to place). */
function isOnScreen(island: HTMLElement): boolean {
  const box = contentOf(island)?.getBoundingClientRect();
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

async function hydrate(element: HTMLElement, onCommit: () => void) {
  const name = element.dataset.island ?? '';
  const load = islands[name] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) throw new Error(`Unknown island "${name}": add it to app/islands.ts`);
  const prefix = element.dataset.prefix ?? '';
  const json = document.querySelector(`script[data-island-props="${prefix}"]`)?.textContent;
  const props = JSON.parse(json || '{}') as object;
  const Component = await load();
  await nextTask();
  // A transition: React hydrates the island in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one long task (which a phone feels as a frozen page).
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot onCommit={onCommit}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: prefix },
    );
  });
}

/**
 * A public page: the server sent its HTML, and only its islands (lib/island.tsx) become React.
 * The islands on screen load and hydrate at once, each in a task of its own (no long task for the
 * whole page). The others wait until they come near the screen, until the visitor reaches for one
 * (pointer, focus, touch), or until the page has loaded and what is on screen responds, whichever
 * is first: their code is not part of the page's first load.
 * `<html data-interactive>` marks the moment the islands on screen respond; `<html data-hydrated>`
 * the moment all of them do (the browser tests wait for it).
 */
function hydrateIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
  const started = new Set<HTMLElement>();
  const onScreen = new Set(elements.filter(isOnScreen));
  let pending = elements.length;
  let pendingOnScreen = onScreen.size;
  let onScreenResponds = () => {};
  const interactive = new Promise<void>((resolve) => {
    onScreenResponds = resolve;
  });
  const pageLoaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void interactive.then(markInteractive);
  if (pendingOnScreen === 0) onScreenResponds();
  if (pending === 0) markHydrated();

  const committed = (element: HTMLElement) => () => {
    if (onScreen.has(element) && --pendingOnScreen === 0) onScreenResponds();
    if (--pending === 0) markHydrated();
  };
  const start = (element: HTMLElement) => {
    if (started.has(element)) return;
    started.add(element);
    void hydrate(element, committed(element));
  };

  for (const element of onScreen) start(element);
  const later = elements.filter((element) => !onScreen.has(element));
  if (later.length === 0) return;

  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>(ISLAND_TAG);
        if (island) start(island);
      }
    },
    { rootMargin: '50% 0px' },
  );
  for (const element of later) {
    const content = contentOf(element);
    if (content) near.observe(content);
    const reach = () => start(element);
    for (const type of ['pointerover', 'focusin', 'touchstart'])
      element.addEventListener(type, reach, { once: true, capture: true, passive: true });
  }
  // The others follow once the page has loaded and what is on screen responds.
  void Promise.all([pageLoaded, interactive]).then(() => {
    near.disconnect();
    for (const element of later) start(element);
  });
}

hydrateIslands();
startKeepAlive();
