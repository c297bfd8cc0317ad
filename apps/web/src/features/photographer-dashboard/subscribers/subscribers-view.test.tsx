import { photographerDashboardTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { routeFetch } from '../testing/fixtures';
import { SubscribersView } from './subscribers-view';

afterEach(() => vi.unstubAllGlobals());

describe('SubscribersView', () => {
  it('lists who saved the portfolio, with the total, pictures or initials, and when', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/photographers/subscribers': {
          status: 200,
          body: {
            total: 2,
            data: [
              { username: 'Amani Njoroge', avatar: null, savedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() },
              { username: 'nia.mwangi', avatar: '/uploads/avatars/nia.webp', savedAt: '2026-10-01T08:00:00.000Z' },
            ],
          },
        },
      }).fetchImpl,
    );
    renderWithProviders(<SubscribersView />);
    const region = await screen.findByRole('region', { name: '2 subscribers' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Amani Njoroge');
    expect(items[0]).toHaveTextContent('Saved your portfolio 3 days ago');
    expect(within(items[0]!).getByTestId('initials-avatar')).toHaveTextContent('AN');
    expect(items[1]!.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/nia.webp');
    expect(items[1]).toHaveTextContent('1 October 2026');
  });

  it('has an empty state and a failure text', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/photographers/subscribers': { status: 200, body: { total: 0, data: [] } } }).fetchImpl,
    );
    const first = renderWithProviders(<SubscribersView />);
    expect(await screen.findByText(photographerDashboardTexts.subscribers.empty)).toBeInTheDocument();
    first.unmount();
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/photographers/subscribers': { status: 500, body: { message: 'x', code: 'X' } } })
        .fetchImpl,
    );
    renderWithProviders(<SubscribersView />);
    expect(await screen.findByRole('alert')).toHaveTextContent(photographerDashboardTexts.subscribers.failure);
  });
});
