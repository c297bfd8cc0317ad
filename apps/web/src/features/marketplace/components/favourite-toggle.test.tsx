import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import type { SavedPhotographer } from '../api/favourites-api';
import { useFavourites } from '../hooks/use-favourites';
import { card, stubApi } from '../testing/fixtures';
import { renderPage, signIn } from '../testing/render';
import { FavouriteToggle } from './favourite-toggle';
import { FavouritesList } from './favourites-list';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

/** The favourites list as every heart sees it, by name. */
function Names() {
  const { list } = useFavourites();
  return <p data-testid="favourites">{list?.map((p) => p.name).join(', ') ?? 'loading'}</p>;
}
const names = () => screen.getByTestId('favourites').textContent;

const joy = card({ name: 'Joy Chebet' });
const moses = card({ name: 'Moses Kamau' });
const saved = (p: typeof joy, savedAt: string): SavedPhotographer => ({ ...p, savedAt });

describe('FavouriteToggle', () => {
  it('saves at once (aria-pressed), and the list of favourites has it on top', async () => {
    const server = [saved(moses, '2026-11-01T00:00:00.000Z')];
    let release: () => void = () => {};
    const calls = stubApi((c) => {
      if (c.method !== 'PUT') return { status: 200, body: { data: server } };
      return new Promise((resolve) => {
        release = () => {
          server.unshift(saved(joy, '2026-11-05T00:00:00.000Z'));
          resolve({ status: 200, body: { saved: true } });
        };
      });
    });
    signIn();
    renderPage(
      <>
        <FavouriteToggle card={joy} signedIn signInHref="/signup" />
        <Names />
      </>,
    );
    await waitFor(() => expect(names()).toBe('Moses Kamau'));
    const heart = await screen.findByRole('button', { name: 'Save Joy Chebet to your favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toBe('Joy Chebet, Moses Kamau');
    release();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/favourites')).toHaveLength(2));
    expect(calls).toContainEqual({ method: 'PUT', url: `/api/favourites/${joy._id}` });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('a failure puts the heart and the list back and says so in a toast', async () => {
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    stubApi((c) =>
      c.method === 'DELETE'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : {
            status: 200,
            body: { data: [saved(joy, '2026-11-02T00:00:00.000Z'), saved(moses, '2026-11-01T00:00:00.000Z')] },
          },
    );
    signIn();
    renderPage(
      <>
        <FavouriteToggle card={joy} signedIn signInHref="/signup" />
        <Names />
      </>,
    );
    await waitFor(() => expect(names()).toBe('Joy Chebet, Moses Kamau'));
    const heart = await screen.findByRole('button', { name: 'Save Joy Chebet to your favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    // Optimistic: unsaved at once, in the heart and in the list.
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(names()).toBe('Moses Kamau');
    answer({ status: 500, body: { message: 'Something broke on our side.', code: 'INTERNAL' } });
    const errors = screen.getByRole('alert', { name: 'Errors' });
    expect(
      await within(errors).findByText('Could not remove Joy Chebet from your favourites. Please try again.'),
    ).toBeInTheDocument();
    expect(within(errors).getByText('Something broke on our side.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toBe('Joy Chebet, Moses Kamau');
  });

  it('is a link to sign in for a visitor who is not signed in', async () => {
    renderPage(<FavouriteToggle card={joy} signedIn={false} signInHref="/signup?mode=signin&next=%2Fphotographers" />);
    expect(await screen.findByRole('link', { name: 'Sign in to save Joy Chebet to your favourites' })).toHaveAttribute(
      'href',
      '/signup?mode=signin&next=%2Fphotographers',
    );
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});

describe('FavouritesList', () => {
  it('shows the saved photographers newest first; unsaving removes the card', async () => {
    const calls = stubApi((c) =>
      c.method === 'DELETE'
        ? { status: 200, body: { saved: false } }
        : {
            status: 200,
            body: {
              data: [saved(moses, '2026-11-01T00:00:00.000Z'), saved(joy, '2026-11-03T00:00:00.000Z')].filter(
                (p) => !calls.some((d) => d.method === 'DELETE' && d.url.endsWith(p._id)),
              ),
            },
          },
    );
    signIn();
    renderPage(<FavouritesList searchHref="/dashboard" />, { path: '/favourites' });
    await screen.findByText('2 photographers');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Joy Chebet',
      'Moses Kamau',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save Joy Chebet to your favourites' }));
    expect(screen.queryByText('Joy Chebet')).toBeNull();
    expect(screen.getByText('1 photographer')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', url: `/api/favourites/${joy._id}` }));
    expect(screen.queryByText('Joy Chebet')).toBeNull();
  });

  it('has an empty state that leads to the search', async () => {
    stubApi(() => ({ status: 200, body: { data: [] } }));
    signIn();
    renderPage(<FavouritesList searchHref="/dashboard" />, { path: '/favourites' });
    expect(await screen.findByText('You have not saved any photographers yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find photographers' })).toHaveAttribute('href', '/dashboard');
  });
});
