import { ISLAND_TAG } from './lib/island-tag';
import { markHydrated, markInteractive } from './lib/page-marks';
import { startKeepAlive } from './features/keep-alive/keep-alive';
import { startPageBehaviours } from './lib/page-behaviours';
import { watchForChanges } from './lib/watch-for-changes';

/**
 * A public page's only script before the visitor's first input (ADR 0035, docs/rules/public-pages.md#islands). The server's HTML
 * works on its own (links, forms that post, a menu that opens); each island (lib/island.tsx)
 * becomes React only when the visitor reaches for it: a pointer-down, touch, focus or key on it
 * (on a control, not a plain link, which works as it is), or when it comes into view after the
 * visitor has scrolled. Then its code, React DOM and the whole stylesheet load, and it hydrates;
 * a click on one of its buttons made meanwhile is replayed once it has, and what was typed stays.
 * `<html data-hydrated>` marks the moment every island has (document event `studio:wake-all`
 * wakes them all, for the browser tests and for whatever needs the whole page live).
 */
// `input` and `change` too: autofill and assistive technology can fill a field without focusing it.
const INPUTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change'] as const;
/** Buttons do nothing without React: a click on one is replayed once the island has hydrated. */
const REPLAYED = 'button, [role="button"], [role="tab"]';
const CONTROLS = 'button, [role="button"], [role="tab"], input, select, textarea, label, summary, [tabindex]';

type Runtime = typeof import('./island-runtime');
let runtime: Promise<Runtime> | undefined;

/** The whole stylesheet (the page inlines only its own rules): what React renders next may need more. */
function loadStylesheet(): Promise<void> {
  const href = document.documentElement.dataset.stylesheet;
  if (!href || document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

const loadRuntime = (): Promise<Runtime> =>
  (runtime ??= Promise.all([import('./island-runtime'), loadStylesheet()]).then(([module]) => module));

/** A press on a plain link needs no React: the browser follows it. */
const reachesForControl = (target: EventTarget | null): boolean => {
  const element = target instanceof Element ? target : null;
  if (!element) return false;
  const control = element.closest(CONTROLS);
  const link = element.closest('a[href]');
  return !link || (control !== null && link.contains(control));
};

function wakeIslands() {
  const islands = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
  const woken = new Set<HTMLElement>();
  /** Islands React has taken over: it replays what happens on them from then on. */
  const rooted = new Set<HTMLElement>();
  const replays = new Map<HTMLElement, HTMLElement>();
  let asleep = islands.length;
  if (asleep === 0) markHydrated();

  /** Watches that end when their island wakes (it polls for itself then). */
  const watches = new Map<HTMLElement, () => void>();
  const wake = (island: HTMLElement) => {
    if (woken.has(island)) return;
    woken.add(island);
    watches.get(island)?.();
    void loadRuntime()
      .then((module) => module.hydrateIsland(island, () => rooted.add(island)))
      .then(() => {
        const control = replays.get(island);
        replays.delete(island);
        if (control?.isConnected) control.click();
        if (--asleep === 0) markHydrated();
      });
  };

  let scrolled = false;
  const inView = new Set<HTMLElement>();
  const watch = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = entry.target.closest<HTMLElement>(ISLAND_TAG);
        if (!island) continue;
        if (!entry.isIntersecting) inView.delete(island);
        else if (scrolled) wake(island);
        else inView.add(island);
      }
    },
    { rootMargin: '25% 0px' },
  );
  const onScroll = () => {
    scrolled = true;
    for (const island of inView) wake(island);
    inView.clear();
  };
  window.addEventListener('scroll', onScroll, { once: true, passive: true });

  for (const island of islands) {
    // The island takes no box (`display: contents`): its children do. No layout is read here.
    for (const child of island.children) watch.observe(child);
    const reach = (event: Event) => {
      if (reachesForControl(event.target)) wake(island);
    };
    for (const type of INPUTS) island.addEventListener(type, reach, { capture: true, passive: true });
    // A click on a button before React is there: held, and made again once it is.
    island.addEventListener(
      'click',
      (event) => {
        if (rooted.has(island)) return;
        const button = (event.target as Element | null)?.closest<HTMLElement>(REPLAYED);
        const submits = button instanceof HTMLButtonElement && button.type === 'submit' && button.form !== null;
        if (!button || submits) return;
        event.preventDefault();
        event.stopPropagation();
        replays.set(island, button);
        wake(island);
      },
      { capture: true },
    );
  }
  document.addEventListener('studio:wake-all', () => {
    for (const island of islands) wake(island);
  });
  // What the browser alone can read (the profile's free dates, `data-wake-in-view`): its island
  // wakes once that part is on screen, scrolled to or not.
  const reading = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      reading.unobserve(entry.target);
      const island = entry.target.closest<HTMLElement>(ISLAND_TAG);
      if (island) wake(island);
    }
  });
  for (const part of document.querySelectorAll(`${ISLAND_TAG} [data-wake-in-view]`)) reading.observe(part);
  // What follows the server's data (docs/rules/public-pages.md#polling, `data-watch`) wakes when that data changes.
  for (const part of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG} [data-watch]`)) {
    const island = part.closest<HTMLElement>(ISLAND_TAG);
    if (island)
      watches.set(
        island,
        watchForChanges(part, () => wake(island)),
      );
  }
  // What the server rendered for a signed-out visitor (`data-session-control`, e.g. "Sign in to
  // save") is wrong for a signed-in one: those islands wake at once (theme-init.js read the user).
  if (document.documentElement.hasAttribute('data-signed-in'))
    for (const island of islands) if (island.querySelector('[data-session-control]')) wake(island);
}

markInteractive();
wakeIslands();
startPageBehaviours({ nameAccount: true });
startKeepAlive();
