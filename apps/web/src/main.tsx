import { INITIAL_DATA_ELEMENT_ID } from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import { loadAllAreas } from '@studio/shared/i18n/messages';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter, languageBasename, routes } from './app/router';
import { readInitialData } from './lib/initial-data';
import { PageFormSubmissionContext } from './lib/page-form-submission';
import { startPageBehaviours } from './lib/page-behaviours';
import { browserQueryClient } from './lib/query-client';
import { deserializeRouterErrors, type SsrState } from './lib/ssr-state';

/**
 * A page the server rendered is hydrated: its lazy route modules load first, so the first client
 * render matches the server's HTML. Pages served without server rendering are rendered fresh.
 */
/**
 * The page's behaviours write into DOM React hydrates (deferred images' sources, the header's
 * attributes): they start once it has, so hydration finds the server's HTML as it was.
 */
function afterHydration(run: () => void) {
  const root = document.documentElement;
  if (root.hasAttribute('data-hydrated')) return run();
  const watch = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    watch.disconnect();
    run();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

async function start() {
  afterHydration(() => startPageBehaviours({ nameAccount: false }));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The layout's words in the page's language (route modules load their own as they come).
  await loadAllAreas(currentLocale());
  const ssr = readInitialData<{ ssr?: SsrState }>(INITIAL_DATA_ELEMENT_ID)?.ssr;
  // The same client route loaders fill (lib/query-client.ts).
  const queryClient = browserQueryClient();

  if (ssr) {
    hydrate(queryClient, ssr.queries);
    const lazyMatches = matchRoutes(routes, window.location, languageBasename())?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async (m) => {
        const lazy = m.route.lazy;
        if (typeof lazy !== 'function') return;
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }
  const router = createRouter(
    ssr
      ? { ...ssr.router, errors: deserializeRouterErrors(ssr.router.errors as Record<string, unknown> | null) }
      : undefined,
  );
  const app = (
    <StrictMode>
      <PageFormSubmissionContext.Provider value={ssr?.submission ?? null}>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </PageFormSubmissionContext.Provider>
    </StrictMode>
  );
  if (ssr && root.firstElementChild) {
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
}

void start();
