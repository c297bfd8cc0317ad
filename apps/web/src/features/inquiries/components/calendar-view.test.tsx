import { bookingTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioToday } from '@/lib/calendar-date';
import { bookingRequestFixture, jsonResponse } from '@/testing/booking-fixtures';
import { renderWithProviders } from '@/testing/render';
import { CalendarView } from './calendar-view';

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

const sent = [
  bookingRequestFixture({
    id: 'a',
    eventDate: '2026-12-12',
    status: 'accepted',
    direction: 'sent',
    photographer: { _id: 'p1', name: 'Wanjiru Kamau', profile_picture: null },
  }),
  bookingRequestFixture({
    id: 'b',
    eventDate: '2026-12-12',
    status: 'pending',
    service: 'Portrait',
    direction: 'sent',
    photographer: { _id: 'p2', name: 'Otieno Baraka', profile_picture: null },
  }),
  bookingRequestFixture({
    id: 'c',
    eventDate: '2027-01-09',
    status: 'declined',
    direction: 'sent',
    photographer: { _id: 'p3', name: 'Nia Mwangi', profile_picture: null },
  }),
  bookingRequestFixture({ id: 'd', eventDate: null, direction: 'sent' }),
];

function stub(body: unknown = sent, status = 200) {
  const fn = vi.fn(async (url: string) =>
    url === '/api/booking-requests?as=sent'
      ? jsonResponse(status, body)
      : jsonResponse(404, { message: 'x', code: 'N' }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

const renderAt = (search: string) =>
  renderWithProviders(
    <>
      <CalendarView />
      <Where />
    </>,
    { path: `/dashboard/Calendar${search}` },
  );

describe('CalendarView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the month of the URL as a Monday-first grid with the events, and lists them below', async () => {
    stub();
    renderAt('?month=2026-12');
    const grid = screen.getByRole('table', { name: /December 2026/ });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[0]).toContain('Monday');
    expect(headers[6]).toContain('Sunday');
    // 1 December 2026 is a Tuesday: the first row starts with Monday 30 November.
    const firstRow = within(grid).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[1]).toHaveTextContent(/^1$/);

    const day = await within(grid).findByRole('button', { name: /Saturday,? 12 December 2026, 2 events/ });
    expect(within(day.closest('td')!).getByText('Wanjiru Kamau')).toBeInTheDocument();
    expect(within(day.closest('td')!).getByText('Accepted')).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Events in December 2026' });
    expect(within(list).getByRole('heading', { name: /12 December 2026/ })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Wanjiru Kamau' })).toHaveAttribute('href', '/photographer/p1');
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    expect(within(list).queryByText('Nia Mwangi')).not.toBeInTheDocument();
    // Each booking can go to a phone's calendar as an .ics file.
    const add = within(list).getAllByRole('link', { name: /^Add to calendar: Wedding with / });
    expect(add[0]).toHaveAttribute('href', expect.stringMatching(/^\/api\/booking-requests\/.+\/calendar\.ics$/));
    expect(add[0]).toHaveAttribute('download');

    // The day button takes keyboard users to that day in the list.
    day.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(list).getByRole('heading', { name: /12 December 2026/ })).toHaveFocus();
  });

  it('moves between months through the URL, across the year boundary', async () => {
    stub();
    renderAt('?month=2026-12');
    await screen.findByRole('button', { name: /12 December 2026/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?month=2027-01');
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /9 January 2027, 1 event$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?month=2026-11');
    expect(await screen.findByText(bookingTexts.calendarNoEvents)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to December 2026' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?month=2026-12');
  });

  it('opens on this month with today marked when the URL names none (or a bad one)', async () => {
    stub([]);
    renderAt('?month=2026-13');
    const today = studioToday();
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const label = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, 1)),
    );
    expect(screen.getByRole('heading', { level: 2, name: label })).toBeInTheDocument();
    const marked = document.querySelector('[aria-current="date"]');
    expect(marked).toHaveTextContent(new RegExp(`^${d}$`));
    expect(screen.queryByRole('button', { name: 'This month' })).not.toBeInTheDocument();
    expect(await screen.findByText(bookingTexts.calendarNoEvents)).toBeInTheDocument();
  });

  it('says when the events cannot be loaded', async () => {
    stub({ message: 'down', code: 'X' }, 500);
    renderAt('?month=2026-12');
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingTexts.calendarFailure);
  });
});
