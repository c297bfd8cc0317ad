import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands } from './app/islands';
import { startKeepAlive } from './features/keep-alive/keep-alive';
import { ISLAND_TAG, IslandRoot } from './lib/island';
import './styles.css';

/**
 * A public page: the server sent its HTML, and only its islands (lib/island.tsx) become React.
 * Each island loads its own code and hydrates as its own root; `<html data-hydrated>` marks the
 * moment all of them respond (the browser tests wait for it).
 */
function hydrateIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
  let pending = elements.length;
  const committed = () => {
    pending -= 1;
    if (pending === 0) document.documentElement.setAttribute('data-hydrated', '');
  };
  if (pending === 0) document.documentElement.setAttribute('data-hydrated', '');

  for (const element of elements) {
    const name = element.dataset.island ?? '';
    const load = islands[name] as (() => Promise<ComponentType<object>>) | undefined;
    if (!load) throw new Error(`Unknown island "${name}": add it to app/islands.ts`);
    const prefix = element.dataset.prefix ?? '';
    const json = document.querySelector(`script[data-island-props="${prefix}"]`)?.textContent;
    const props = JSON.parse(json || '{}') as object;
    void load().then((Component) =>
      hydrateRoot(
        element,
        <IslandRoot onCommit={committed}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: prefix },
      ),
    );
  }
}

hydrateIslands();
startKeepAlive();
