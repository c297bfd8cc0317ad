import { directoryTexts } from '@studio/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, card, searchResponse, stubApi } from '../testing/fixtures';
import { sessionStore } from '@/lib/session-store';
import { forgetSearches } from '../hooks/use-search-results';
import { renderPage, signIn } from '../testing/render';
import { PhotographerSearch } from './photographer-search';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  forgetSearches();
});

const moses = card({ name: 'Moses Kamau', location: 'Mombasa', speciality: 'Wedding', featured: true });
const joy = card({ name: 'Joy Chebet', location: 'Nairobi', speciality: 'Commercial' });
const searches = (calls: Call[]) =>
  calls.filter((c) => c.url.startsWith('/api/photographers/portfolio/get-all')).map((c) => c.url);

/** The number of matches (the toasts' live regions are statuses too, with names of their own). */
const total = () => screen.findByText(/^\d+ photographers?$/);

function search(path = '/dashboard', { signedIn = false } = {}) {
  if (signedIn) signIn();
  return renderPage(<PhotographerSearch />, { path });
}

describe('PhotographerSearch', () => {
  it("sends the URL's filters to the server and shows the total and both groups", async () => {
    const calls = stubApi(() => ({ status: 200, body: searchResponse([moses, joy], { featured: [moses] }) }));
    search('/dashboard?location=Mombasa&sort=experience&bogus=1');
    expect(await total()).toHaveTextContent('2 photographers');
    expect(await total()).toHaveAttribute('role', 'status');
    expect(searches(calls)).toEqual(['/api/photographers/portfolio/get-all?location=Mombasa&sort=experience']);
    const featured = await screen.findByRole('region', { name: 'Featured Photographers' });
    expect(featured).toHaveAttribute('id', 'featured');
    expect(within(featured).getAllByRole('article')).toHaveLength(1);
    const all = screen.getByRole('region', { name: 'All Photographers' });
    expect(within(all).getAllByRole('article')).toHaveLength(2);
    // The controls show the URL's state, each with its label.
    expect(screen.getByLabelText('Location')).toHaveValue('Mombasa');
    expect(screen.getByLabelText('Sort by')).toHaveValue('experience');
    expect(screen.getByLabelText('Style')).toHaveValue('');
    expect(screen.getByLabelText('Price range')).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it("shows 'No photographers found.' when nothing matches", async () => {
    stubApi(() => ({ status: 200, body: searchResponse([]) }));
    search('/dashboard?q=nobody');
    expect(await screen.findByText(directoryTexts.empty)).toBeInTheDocument();
    expect(await total()).toHaveTextContent('0 photographers');
    expect(screen.queryByRole('region', { name: 'Featured Photographers' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/dashboard');
  });

  it('a select pushes a history entry and starts again at page 1', async () => {
    const calls = stubApi(() => ({ status: 200, body: searchResponse([joy], { page: 1, total: 30 }) }));
    const { url, router } = search('/dashboard?page=3');
    await total();
    await userEvent.selectOptions(screen.getByLabelText('Style'), 'Commercial');
    await waitFor(() => expect(url()).toBe('/dashboard?style=Commercial'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(searches(calls)).toContain('/api/photographers/portfolio/get-all?style=Commercial'));
    await act(() => router.navigate(-1));
    expect(url()).toBe('/dashboard?page=3');
    expect(screen.getByLabelText('Style')).toHaveValue('');
  });

  it('two quick changes build on each other, before the URL has caught up', async () => {
    stubApi(() => ({ status: 200, body: searchResponse([joy]) }));
    const { url } = search('/dashboard?location=Mombasa');
    await total();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Style'), { target: { value: 'Portrait' } });
    await waitFor(() => expect(url()).toBe('/dashboard?style=Portrait'));
  });

  it('typing waits for a pause, then one history entry for the whole burst', async () => {
    const calls = stubApi(() => ({ status: 200, body: searchResponse([moses]) }));
    const { url, router } = search('/dashboard?location=Mombasa&page=2');
    await total();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'we');
    // Not at once: the URL waits for the pause.
    expect(url()).toBe('/dashboard?location=Mombasa&page=2');
    await waitFor(() => expect(url()).toBe('/dashboard?q=we&location=Mombasa'));
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.type(box, 'dding');
    await waitFor(() => expect(url()).toBe('/dashboard?q=wedding&location=Mombasa'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(searches(calls).filter((u) => u.includes('q='))).not.toContain(
      '/api/photographers/portfolio/get-all?q=wed&location=Mombasa',
    );
    // Back undoes the search as a whole, and the box follows the URL.
    await act(() => router.navigate(-1));
    expect(url()).toBe('/dashboard?location=Mombasa&page=2');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('Enter applies the text at once', async () => {
    stubApi(() => ({ status: 200, body: searchResponse([moses]) }));
    const { url } = search();
    await total();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: '  Kamau ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(url()).toBe('/dashboard?q=Kamau'));
  });

  it('keeps the previous results, dimmed, while the next page loads; pages are links', async () => {
    let release: () => void = () => {};
    const calls = stubApi((call) =>
      call.url.includes('page=2')
        ? new Promise((resolve) => {
            release = () => resolve({ status: 200, body: searchResponse([joy], { page: 2, total: 13 }) });
          })
        : { status: 200, body: searchResponse([moses], { total: 13 }) },
    );
    const { url } = search();
    await screen.findByText('Moses Kamau');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(url()).toBe('/dashboard?page=2'));
    expect(await screen.findByText('Updating the results…')).toBeInTheDocument();
    expect(screen.getByText('Moses Kamau')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Joy Chebet')).toBeInTheDocument();
    expect(screen.queryByText('Moses Kamau')).toBeNull();
    expect(screen.queryByText('Updating the results…')).toBeNull();
    expect(searches(calls)).toEqual([
      '/api/photographers/portfolio/get-all',
      '/api/photographers/portfolio/get-all?page=2',
    ]);
  });

  it('a failure says so, with a retry', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? { status: 503, body: { message: 'The service is restarting.', code: 'UNAVAILABLE' } }
        : { status: 200, body: searchResponse([joy]) },
    );
    search();
    const alert = (await screen.findByText('Failed to load photographers.')).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('The service is restarting.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Joy Chebet')).toBeInTheDocument();
  });

  it('visitors who are not signed in get a link to sign in on each heart; nothing is asked about favourites', async () => {
    const calls = stubApi(() => ({ status: 200, body: searchResponse([joy]) }));
    search('/photographers');
    const link = await screen.findByRole('link', { name: 'Sign in to save Joy Chebet to your favourites' });
    expect(link).toHaveAttribute('href', '/signup?mode=signin&next=%2Fphotographers');
    expect(calls.some((c) => c.url.startsWith('/api/favourites'))).toBe(false);
  });
});
