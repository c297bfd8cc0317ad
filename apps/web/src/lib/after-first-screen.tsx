import { type ComponentType, lazy, useLayoutEffect } from 'react';
import { holdHydrated, whenInteractive } from './page-marks';
import { ISLAND_TAG } from './island-tag';

const INPUTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** One task later: a message task, not a timer, so a page whose clock is paused still moves on. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

let gate: Promise<void> | undefined;

/**
 * On a server-rendered islands page: resolves once the page has loaded and what is on screen
 * responds, or at the visitor's first input, whichever is first. Elsewhere (the client-routed
 * app, component tests) at once.
 */
export function afterFirstScreen(): Promise<void> {
  gate ??= new Promise<void>((resolve) => {
    if (!document.querySelector(`${ISLAND_TAG}[data-prefix]`)) return resolve();
    const open = () => {
      for (const type of INPUTS) window.removeEventListener(type, open, true);
      resolve();
    };
    for (const type of INPUTS) window.addEventListener(type, open, { capture: true, passive: true });
    const loaded = new Promise<void>((done) => {
      if (document.readyState === 'complete') done();
      else window.addEventListener('load', () => done(), { once: true });
    });
    void Promise.all([loaded, whenInteractive()]).then(nextTask).then(open);
  });
  return gate;
}

/** On the server: the parts' loaders, run before the first render (`loadServerParts`). */
const serverParts: (() => Promise<void>)[] = [];

/** Loads every part's code on the server, so pages render them at once rather than a fallback. */
export const loadServerParts = (): Promise<unknown> => Promise.all(serverParts.map((load) => load()));

/**
 * A part of an island that the browser leaves as the server's HTML until `afterFirstScreen`: its
 * code stays out of the page's first load, and React hydrates it later, in slices, when it
 * arrives (render it inside a `<Suspense>`, which keeps the server's HTML meanwhile). A change of
 * its props before then renders the Suspense fallback until the code is there. `data-hydrated`
 * waits for it. The server renders it at once (its code is loaded before the first page).
 */
export function lazyAfterFirstScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<P> | undefined;
    serverParts.push(async () => {
      Loaded ??= await load();
    });
    return function ServerPart(props: P) {
      if (!Loaded) throw new Error('lazyAfterFirstScreen: call loadServerParts() before rendering');
      return <Loaded {...props} />;
    };
  }
  return lazy(async () => {
    const release = holdHydrated();
    try {
      await afterFirstScreen();
      const Loaded = await load();
      function Hydrated(props: P) {
        useLayoutEffect(release, []);
        return <Loaded {...props} />;
      }
      return { default: Hydrated };
    } catch (error) {
      release();
      throw error;
    }
  });
}
