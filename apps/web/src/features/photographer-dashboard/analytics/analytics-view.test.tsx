import { photographerDashboardTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { noBookingsByState, routeFetch } from '../testing/fixtures';
import { AnalyticsView } from './analytics-view';

afterEach(() => vi.unstubAllGlobals());

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
              statuses: noBookingsByState,
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
