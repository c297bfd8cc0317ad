import { roleChoiceTexts, STORAGE_KEYS } from '@studio/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { userFixture } from '@/testing/user-fixture';

const user = userFixture();

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The role choice behind the real session guard, next to the real sign-in page. */
function renderRoleChoice(entry: string | { pathname: string; state: unknown } = paths.roleChoice) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.signup, lazy: () => import('./signup') },
      {
        lazy: () => import('./dashboard-guard'),
        children: [{ path: paths.roleChoice, lazy: () => import('./role-choice') }],
      },
      // Where the choice leads (the dashboard, the page that sent the visitor): only the address matters here.
      { path: '*', element: null },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// The routes load lazily, as in the app: their first import is slow on a busy machine.
afterEach(() => vi.unstubAllGlobals());

describe('/subscribers/choices without a session', { timeout: 20_000 }, () => {
  it("says 'Please log in to manage your portfolio.' when the session ended before Continue as a photographer", async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    const fetch = vi.fn((url: string) =>
      url.endsWith('/api/me')
        ? json(200, user)
        : json(401, { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }),
    );
    vi.stubGlobal('fetch', fetch);
    const router = renderRoleChoice();

    const choose = await screen.findByRole('button', { name: 'Continue as a photographer' }, { timeout: 10_000 });
    await userEvent.setup().click(choose);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.signup);
    expect(screen.getByRole('alert')).toHaveTextContent(roleChoiceTexts.notLoggedIn);
    expect(fetch).toHaveBeenCalledWith('/api/created-id', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('says it on the sign-in page when the role choice is opened signed out', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderRoleChoice();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(roleChoiceTexts.notLoggedIn);
  });
});

describe('/subscribers/choices after signing up from a page that needs a session', { timeout: 20_000 }, () => {
  const choose = async (next: string) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (url.endsWith('/api/me') ? json(200, user) : json(404, {}))),
    );
    const router = renderRoleChoice({ pathname: paths.roleChoice, state: { notice: 'Welcome!', next } });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: roleChoiceTexts.client.action }, { timeout: 10_000 }));
    return router;
  };

  it('leads the client back to that page (a gallery invitation)', async () => {
    const router = await choose(paths.galleryInvitation);
    expect(router.state.location.pathname).toBe(paths.galleryInvitation);
  });

  it('never to another site: the dashboard instead', async () => {
    const router = await choose('//elsewhere.example/phish');
    expect(router.state.location.pathname).toBe(paths.dashboard);
  });
});
