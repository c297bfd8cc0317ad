import { availabilityTexts, eachDay, type OwnerAvailabilityDay, weekdayOf } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toasts';
import { longDayLabel } from '@/lib/month-grid';
import { renderWithProviders } from '@/testing/render';
import { routeFetch } from '../testing/fixtures';
import { AvailabilityView } from './availability-view';

afterEach(() => vi.unstubAllGlobals());

const TODAY = '2030-06-12';
const DAYS_URL = '/api/photographers/me/availability/days?from=2030-06-01&to=2030-06-30';
const everyDayButSunday = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));

/** A server for the page: June 2030, Sundays off, the 20th blocked, the 22nd booked; blocks and frees change it. */
function server() {
  const blocked = new Set(['2030-06-20']);
  const bodies: unknown[] = [];
  const day = (date: string): OwnerAvailabilityDay => ({
    date,
    working: weekdayOf(date) !== 0,
    blocked: blocked.has(date),
    past: date < TODAY,
    booking: date === '2030-06-22' ? { id: 'b1', clientName: 'Wambui Njoroge', status: 'accepted' } : null,
  });
  const routes: Parameters<typeof routeFetch>[0] = {
    'GET /api/photographers/me/availability': {
      status: 200,
      body: { timeZone: 'Africa/Nairobi', weeklyHours: everyDayButSunday, isDefault: false, today: TODAY },
    },
    [`GET ${DAYS_URL}`]: () => ({
      status: 200,
      body: {
        from: '2030-06-01',
        to: '2030-06-30',
        today: TODAY,
        timeZone: 'Africa/Nairobi',
        days: eachDay('2030-06-01', '2030-06-30').map(day),
      },
    }),
    'GET /api/photographers/me/availability/days?from=2030-07-01&to=2030-07-31': () => ({
      status: 200,
      body: {
        from: '2030-07-01',
        to: '2030-07-31',
        today: TODAY,
        timeZone: 'Africa/Nairobi',
        days: eachDay('2030-07-01', '2030-07-31').map(day),
      },
    }),
    'POST /api/photographers/me/blocked-dates': () => {
      blocked.add('2030-06-18');
      return { status: 200, body: { date: '2030-06-18', blocked: true } };
    },
    'DELETE /api/photographers/me/blocked-dates/2030-06-20': () => {
      blocked.delete('2030-06-20');
      return { status: 200, body: { date: '2030-06-20', blocked: false } };
    },
  };
  const fetch = routeFetch(routes);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    return fetch.fetchImpl(input, init);
  });
  return { calls: fetch.calls, bodies, routes };
}

const renderPage = () =>
  renderWithProviders(
    <ToastProvider>
      <AvailabilityView />
    </ToastProvider>,
  );
/** A day's button (found by its date: role queries over a whole month are slow in jsdom); its name is checked where it matters. */
const day = (date: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[data-day="${date}"]`);
  if (!button) throw new Error(`No day ${date} in view`);
  return button;
};

describe('AvailabilityView: the calendar', () => {
  it('shows each kind of day with its words, not colour alone, and a legend', async () => {
    server();
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Availability, June 2030' });
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    expect(day('2030-06-18')).toHaveAccessibleName(`${longDayLabel('2030-06-18')}, ${availabilityTexts.legend.free}`);
    expect(day('2030-06-18')).toHaveAttribute('aria-pressed', 'false');
    expect(day('2030-06-20')).toHaveAccessibleName(
      `${longDayLabel('2030-06-20')}, ${availabilityTexts.legend.blocked}`,
    );
    expect(day('2030-06-20')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2030-06-22')).toHaveAccessibleName(
      `${longDayLabel('2030-06-22')}, ${availabilityTexts.legend.booked}: Wambui Njoroge`,
    );
    expect(day('2030-06-22')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2030-06-16')).toHaveAccessibleName(
      `${longDayLabel('2030-06-16')}, ${availabilityTexts.legend.nonWorking}`,
    );
    expect(day('2030-06-11')).toHaveAccessibleName(`${longDayLabel('2030-06-11')}, ${availabilityTexts.legend.past}`);
    expect(day('2030-06-11')).toHaveAttribute('aria-disabled', 'true');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      Object.values({
        free: availabilityTexts.legend.free,
        blocked: availabilityTexts.legend.blocked,
        booked: availabilityTexts.legend.booked,
        nonWorking: availabilityTexts.legend.nonWorking,
        past: `1${availabilityTexts.legend.past}`,
      }),
    );
    // The month's bookings are listed with their client.
    expect(screen.getByRole('region', { name: 'Bookings this month' })).toHaveTextContent('Wambui Njoroge');
    // Today holds the grid's one tab stop; it cannot go back before this month.
    expect(day(TODAY)).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: availabilityTexts.previousMonth })).toBeDisabled();
  });

  it('blocks a free day and frees a blocked one with a click; booked and past days do nothing', async () => {
    const { calls, bodies } = server();
    renderPage();
    await screen.findByRole('grid');
    await waitFor(() => expect(day('2030-06-18')).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(day('2030-06-18'));
    await waitFor(() => expect(day('2030-06-18')).toHaveAttribute('aria-pressed', 'true'));
    expect(bodies).toContainEqual({ date: '2030-06-18' });
    expect(await screen.findByText(availabilityTexts.blocked({ day: longDayLabel('2030-06-18') }))).toBeInTheDocument();

    await userEvent.click(day('2030-06-20'));
    await waitFor(() => expect(day('2030-06-20')).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/photographers/me/blocked-dates/2030-06-20' });

    await userEvent.click(day('2030-06-22'));
    await userEvent.click(day('2030-06-11'));
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(2);
  });

  it('works from the keyboard: arrows move, Enter blocks, Page Down shows the next month', async () => {
    const { bodies } = server();
    renderPage();
    await screen.findByRole('grid');
    await waitFor(() => expect(day(TODAY)).not.toHaveAttribute('aria-disabled'));
    // The previous month's button is disabled: the next month's, then the grid's one tab stop, today.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: availabilityTexts.nextMonth })).toHaveFocus();
    await userEvent.tab();
    expect(day(TODAY)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    expect(day('2030-06-18')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(day('2030-06-18')).toHaveAttribute('aria-pressed', 'true'));
    expect(bodies).toContainEqual({ date: '2030-06-18' });
    await userEvent.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'Availability, July 2030' })).toBeInTheDocument();
    expect(day('2030-07-18')).toHaveFocus();
  });
});

describe('AvailabilityView: the working week', () => {
  it('refuses a day that ends before it starts, then saves the week with the time zone', async () => {
    const { bodies, routes } = server();
    routes['PUT /api/photographers/me/availability'] = () => ({
      status: 200,
      body: {
        timeZone: 'Africa/Nairobi',
        weeklyHours: [...everyDayButSunday, { weekday: 0, start: '10:00', end: '16:00' }],
        isDefault: false,
        today: TODAY,
      },
    });
    renderPage();
    const sunday = await screen.findByRole('switch', { name: /^Sunday/ });
    expect(sunday).not.toBeChecked();
    expect(screen.getByLabelText('Sunday Start')).toBeDisabled();
    await userEvent.click(sunday);
    const start = screen.getByLabelText('Sunday Start');
    const end = screen.getByLabelText('Sunday End');
    await userEvent.clear(start);
    await userEvent.type(start, '19:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save working week' }));
    expect(await screen.findByText(`Sunday: ${availabilityTexts.startBeforeEnd}`)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.clear(start);
    await userEvent.type(start, '10:00');
    await userEvent.clear(end);
    await userEvent.type(end, '16:00');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Africa/Nairobi');
    await userEvent.click(screen.getByRole('button', { name: 'Save working week' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          timeZone: 'Africa/Nairobi',
          weeklyHours: [...everyDayButSunday, { weekday: 0, start: '10:00', end: '16:00' }],
        },
      ]),
    );
    expect(await screen.findByText(availabilityTexts.hoursSaved)).toBeInTheDocument();
    // Typing into a form beside a select of every time zone (about 400 options) is slow in jsdom on a busy machine.
  }, 15_000);

  it('tells a photographer without a portfolio to create one', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/photographers/me/availability': {
          status: 404,
          body: { message: availabilityTexts.noPortfolio, code: 'NOT_FOUND' },
        },
      }).fetchImpl,
    );
    renderPage();
    expect(await screen.findByText(availabilityTexts.noPortfolio)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your portfolio' })).toHaveAttribute(
      'href',
      '/photographer-dashboard/portfolio',
    );
  });
});
