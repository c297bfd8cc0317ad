import { bookingTexts, photographerDashboardTexts, reviewsTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toasts';
import { bookingRequestFixture } from '@/testing/booking-fixtures';
import { renderWithProviders } from '@/testing/render';
import { routeFetch } from '../testing/fixtures';
import { AnalyticsView } from '../analytics/analytics-view';
import { BookingRequestsView } from '../booking-requests/booking-requests-view';
import { OverviewView } from './overview-view';
import { ProfilePicturePanel } from '../settings/profile-picture-panel';

afterEach(() => vi.unstubAllGlobals());

const NONE = { pending: 0, accepted: 0, declined: 0, expired: 0, cancelled: 0, completed: 0 };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

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
              statuses: NONE,
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

describe('BookingRequestsView', () => {
  const renderView = () =>
    renderWithProviders(
      <ToastProvider>
        <BookingRequestsView />
      </ToastProvider>,
    );

  it('lists requests with client, service, event date and status', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/booking-requests?as=received': {
          status: 200,
          body: [bookingRequestFixture({ createdAt: minutesAgo(30) })],
        },
      }).fetchImpl,
    );
    renderView();
    const card = (await screen.findByRole('heading', { name: 'Achieng Otieno' })).closest('li')!;
    expect(within(card).getByText('Wedding')).toBeInTheDocument();
    expect(within(card).getByText(/12 December 2026/)).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
  });

  it('has the empty and the failure texts of the spec', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/booking-requests?as=received': { status: 200, body: [] } }).fetchImpl,
    );
    const first = renderView();
    expect(await screen.findByText(bookingTexts.requestsEmpty)).toBeInTheDocument();
    first.unmount();
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/booking-requests?as=received': { status: 403, body: { message: 'No', code: 'FORBIDDEN' } },
      }).fetchImpl,
    );
    renderView();
    // The toasts' live regions are alerts too: find the load error by its text.
    expect(await screen.findByText(bookingTexts.requestsFailure)).toBeInTheDocument();
  });
});

describe('AnalyticsView', () => {
  it('draws both charts with a summary and a table', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      views: i === 9 ? 14 : 2,
      inquiries: i === 20 ? 3 : 0,
    }));
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/photographers/analytics': {
          status: 200,
          body: {
            data: {
              days,
              totals: { views: 72, inquiries: 3, bookings: 5, images: 12 },
              statuses: { pending: 1, accepted: 1, declined: 0, expired: 1, cancelled: 0, completed: 2 },
              conversion: { inquiries: 3, accepted: 2, rate: 2 / 3 },
            },
          },
        },
      }).fetchImpl,
    );
    renderWithProviders(<AnalyticsView />);
    const views = await screen.findByRole('img', { name: /Profile views per day/ });
    expect(views).toHaveAccessibleName(
      'Profile views per day 72 views over the last 30 days; the busiest day was 10 Nov with 14 views.',
    );
    expect(views.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.getByRole('img', { name: /Inquiries per day 3 inquiries/ })).toBeInTheDocument();
    const totals = screen.getByRole('list', { name: 'Totals' });
    expect(within(totals).getByText('12')).toBeInTheDocument();
    // docs/rules/history.md#issue-12: the conversion from inquiry to accepted, with its two counts, and the bookings by state.
    const conversion = screen.getByRole('region', { name: /Inquiry to accepted/ });
    expect(within(conversion).getByText('67%')).toBeInTheDocument();
    expect(within(conversion).getByText('2 of 3 inquiries accepted')).toBeInTheDocument();
    const states = screen.getByRole('region', { name: 'Bookings by state' });
    expect(within(within(states).getByText('Completed').closest('li')!).getByText('2')).toBeInTheDocument();
    const [toggle] = screen.getAllByRole('button', { name: 'Show the numbers as a table' });
    await userEvent.click(toggle!);
    const table = screen.getByRole('table', { name: 'Profile views per day, per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });
});

describe('AnalyticsView conversion', () => {
  it("says 'No inquiries in the last 30 days' when there were none", async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      views: 0,
      inquiries: 0,
    }));
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/photographers/analytics': {
          status: 200,
          body: {
            data: {
              days,
              totals: { views: 0, inquiries: 0, bookings: 0, images: 0 },
              statuses: NONE,
              conversion: { inquiries: 0, accepted: 0, rate: null },
            },
          },
        },
      }).fetchImpl,
    );
    renderWithProviders(<AnalyticsView />);
    const conversion = await screen.findByRole('region', { name: /Inquiry to accepted/ });
    expect(within(conversion).getByText(photographerDashboardTexts.analytics.conversionNone)).toBeInTheDocument();
    expect(within(conversion).queryByText(/%/)).toBeNull();
  });
});

describe('ProfilePicturePanel', () => {
  it("says 'No profile picture found.' and 'Failed to load profile image.'", async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/photographers/profile': { status: 200, body: { data: { profilePicture: null } } } })
        .fetchImpl,
    );
    const first = renderWithProviders(<ProfilePicturePanel />);
    expect(await screen.findByText(photographerDashboardTexts.profilePicture.missing)).toBeInTheDocument();
    first.unmount();
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/photographers/profile': { status: 500, body: { message: 'x', code: 'INTERNAL' } } })
        .fetchImpl,
    );
    renderWithProviders(<ProfilePicturePanel />);
    expect(
      await screen.findByText(photographerDashboardTexts.profilePicture.failure, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
