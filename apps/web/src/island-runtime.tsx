import { currentLocale } from '@studio/shared/i18n/current-locale';
import { loadAllAreas } from '@studio/shared/i18n/messages';
import { type ComponentType, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands } from './app/islands';
import { IslandRoot } from './lib/island';

/**
 * React for one island of a public page, loaded by `entry-islands.ts` when the visitor first
 * reaches for it (ADR 0035). `onRoot` is told when React takes the island over (from then on React
 * replays what happens on it); the promise resolves once React has committed it.
 */
export async function hydrateIsland(element: HTMLElement, onRoot: () => void): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islands[name] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) throw new Error(`Unknown island "${name}": add it to app/islands.ts`);
  const prefix = element.dataset.prefix ?? '';
  const json = document.querySelector(`script[data-island-props="${prefix}"]`)?.textContent;
  const props = JSON.parse(json || '{}') as object;
  const Component = await load();
  // Its words in the page's language, as the server wrote them, before React compares its HTML.
  await loadAllAreas(currentLocale());
  await new Promise<void>((committed) => {
    // A transition: React hydrates in slices of a few milliseconds, yielding to input between them.
    onRoot();
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot onCommit={committed}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: prefix },
      );
    });
  });
}
