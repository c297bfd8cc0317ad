import { photographerDashboardTexts, reviewsTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { minutesAgo, noBookingsByState, routeFetch } from '../testing/fixtures';
import { OverviewView } from './overview-view';

afterEach(() => vi.unstubAllGlobals());

describe('OverviewView', () => {
  it('shows the four numbers and each activity with its own icon, relative time and count', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/views/get-overview': {
          status: 200,
          body: {
            data: {
              views: 1234,
              bookings: 7,
              images: 18,
              projects: 3,
              statuses: { pending: 2, accepted: 1, declined: 1, expired: 0, cancelled: 0, completed: 3 },
              rating: { average: 4.7, count: 12 },
            },
          },
        },
        'GET /api/recent-activities': {
          status: 200,
          body: {
            data: [
              { _id: '1', action: 'Profile viewed', count: 12, createdAt: minutesAgo(5) },
              { _id: '2', action: 'Uploaded image', count: 4, createdAt: minutesAgo(90) },
              { _id: '3', action: 'Created project', count: 1, createdAt: minutesAgo(60 * 26) },
              { _id: '4', action: 'Joined platform', count: 1, createdAt: minutesAgo(60 * 24 * 3) },
              { _id: '5', action: 'Replied to a client', count: 1, createdAt: minutesAgo(1) },
              { _id: '6', action: 'New review', count: 2, createdAt: minutesAgo(60 * 24 * 8) },
            ],
          },
        },
        'GET /api/photographers/portfolio': { status: 200, body: { success: true, photographer: null } },
      }).fetchImpl,
    );
    renderWithProviders(<OverviewView name="Wanjiru" />);
    const numbers = screen.getByRole('list', { name: 'Your numbers' });
    expect(await within(numbers).findByText('1,234')).toBeInTheDocument();
    for (const [label, value] of [
      ['Profile views', '1,234'],
      ['Bookings', '7'],
      ['Projects completed', '3'],
      ['Images uploaded', '18'],
    ]) {
      const card = within(numbers).getByText(label!).closest('li')!;
      expect(within(card).getByText(value!)).toBeInTheDocument();
    }
    // The bookings by their real states, the empty ones left out (docs/rules/history.md#issue-12).
    const bookings = within(numbers).getByText('Bookings').closest('li')!;
    expect(within(bookings).getByText('2 pending · 1 accepted · 1 declined · 3 completed')).toBeInTheDocument();
    // The rating (docs/rules/history.md#issue-13): "4.7 ★ (12 reviews)", read as a sentence, linking to the Testimonials page.
    const rating = within(numbers).getByRole('link', { name: reviewsTexts.overviewLabel });
    expect(rating).toHaveAttribute('href', '/photographer-dashboard/testimonials');
    expect(rating).toHaveAccessibleDescription(/Rated 4\.7 out of 5 from 12 reviews/);
    const ratingTile = rating.closest('li')!;
    expect(within(ratingTile).getByText('4.7')).toBeInTheDocument();
    expect(within(ratingTile).getByText('(12 reviews)')).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Recent Activities' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('12 times')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('yesterday')).toBeInTheDocument();
    // docs/rules/history.md#issue-23: docs/rules/product.md#entities's 'Created project' (a portfolio created) reads as what it was.
    expect(within(section).getByText('Created portfolio')).toBeInTheDocument();
    expect(within(section).queryByText('Created project')).not.toBeInTheDocument();
    const icons = [...document.querySelectorAll('svg[data-icon]')].map((svg) => [
      svg.getAttribute('data-icon'),
      svg.getAttribute('class')?.match(/lucide-[a-z-]+/)?.[0],
    ]);
    expect(icons).toEqual([
      ['Profile viewed', 'lucide-eye'],
      ['Uploaded image', 'lucide-image-up'],
      ['Created project', 'lucide-folder-plus'],
      ['Joined platform', 'lucide-user-plus'],
      ['default', 'lucide-activity'],
      ['New review', 'lucide-message-square-quote'],
    ]);
    expect(await screen.findByRole('link', { name: 'Create portfolio' })).toHaveAttribute(
      'href',
      '/photographer-dashboard/portfolio',
    );
  });

  it("says 'No recent activities found.' when there are none", async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/views/get-overview': {
          status: 200,
          body: {
            data: {
              views: 0,
              bookings: 0,
              images: 0,
              projects: 0,
              statuses: noBookingsByState,
              rating: { average: null, count: 0 },
            },
          },
        },
        'GET /api/recent-activities': { status: 200, body: { data: [] } },
        'GET /api/photographers/portfolio': { status: 200, body: { success: true, photographer: null } },
      }).fetchImpl,
    );
    renderWithProviders(<OverviewView name={null} />);
    expect(await screen.findByText(photographerDashboardTexts.overview.noActivities)).toBeInTheDocument();
    const rating = screen.getByRole('link', { name: reviewsTexts.overviewLabel });
    expect(rating).toHaveAccessibleDescription(reviewsTexts.noReviews);
  });
});
