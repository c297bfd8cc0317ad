import { bookingTexts, type StudioBooking, studioTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BookingsView, staffMoveLabel } from './bookings-view';

afterEach(() => vi.unstubAllGlobals());

const t = studioTexts.bookings;
const amina = { id: '0b9f7c1e-5d0a-4a53-9a3e-2f1c8d7e6b5a', name: 'Amina Odhiambo' };
const booking = (over: Partial<StudioBooking> = {}): StudioBooking => ({
  id: 'b1',
  status: 'accepted',
  clientName: 'Wanjiru Kamau',
  clientEmail: 'wanjiru@example.com',
  clientPhone: '+254 712 345 678',
  service: 'Wedding',
  eventDate: '2027-03-10',
  message: 'Our wedding in Naivasha.',
  packageTitle: 'Full day',
  photographer: amina,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
  expiresAt: null,
  timeline: [
    { actor: 'client', from: null, to: 'pending', note: null, at: '2026-11-20T08:00:00.000Z' },
    { actor: 'photographer', from: 'pending', to: 'accepted', note: 'See you there', at: '2026-11-21T08:00:00.000Z' },
  ],
  ...over,
});

/** GET /api/studio/bookings, answering `answer(query)`; records every address asked. */
function stubBookings(answer: (query: URLSearchParams) => { status: number; body: unknown }) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      const { status, body } =
        url.pathname === '/api/studio/bookings'
          ? answer(url.searchParams)
          : { status: 404, body: { message: 'No route', code: 'NOT_FOUND' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const page = (data: StudioBooking[], total = data.length, totalPages = 1) => ({
  status: 200,
  body: { data, meta: { page: 1, pageSize: 25, total, totalPages }, photographers: [amina] },
});

describe('BookingsView', () => {
  it('lists bookings with their details and timeline, told to staff, and changes nothing', async () => {
    const asked = stubBookings(() => page([booking(), booking({ id: 'b2', status: 'pending', clientName: 'Otieno' })]));
    renderWithProviders(<BookingsView />, { path: '/studio/bookings' });
    const list = await screen.findByRole('list', { name: t.listLabel });
    const rows = Array.from(list.children) as HTMLElement[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Wanjiru Kamau');
    expect(rows[0]).toHaveTextContent(t.to({ name: amina.name }));
    expect(rows[0]).toHaveTextContent(bookingTexts.statusLabels.accepted);
    expect(rows[1]).toHaveTextContent(bookingTexts.statusLabels.pending);
    expect(screen.getByText(t.total({ count: 2 }))).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByText('Wanjiru Kamau'));
    const timeline = within(rows[0]!).getByRole('region', { name: t.timeline });
    expect(timeline).toHaveTextContent(t.moves.sent({ client: 'Wanjiru Kamau' }));
    expect(timeline).toHaveTextContent(t.moves.accepted({ photographer: amina.name }));
    expect(timeline).toHaveTextContent('See you there');
    expect(timeline).not.toHaveTextContent(/You |your request/);
    expect(within(rows[0]!).getByRole('link', { name: 'wanjiru@example.com' })).toHaveAttribute(
      'href',
      'mailto:wanjiru@example.com',
    );
    expect(rows[0]).toHaveTextContent('Full day');
    // Read-only: no button but the filters'.
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(asked.every((a) => a.startsWith('/api/studio/bookings'))).toBe(true);
  });

  it('applies the filters together, into the address, and reads them back', async () => {
    const asked = stubBookings(() => page([booking()]));
    renderWithProviders(<BookingsView />, { path: '/studio/bookings?state=pending' });
    const user = userEvent.setup();
    const form = await screen.findByRole('search', { name: t.title });
    expect(within(form).getByLabelText(t.stateLabel)).toHaveValue('pending');
    await screen.findByRole('option', { name: amina.name });
    await user.selectOptions(within(form).getByLabelText(t.photographerLabel), amina.name);
    await user.type(within(form).getByLabelText(t.fromLabel), '2027-01-01');
    await user.type(within(form).getByLabelText(t.toLabel), '2027-06-30');
    await user.type(within(form).getByLabelText(t.searchLabel), ' wanjiru ');
    await user.click(within(form).getByRole('button', { name: t.apply }));
    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        `/api/studio/bookings?state=pending&photographer=${amina.id}&from=2027-01-01&to=2027-06-30&q=wanjiru`,
      ),
    );
    // The form is drawn anew for each address (Back and Forward bring its fields along).
    await user.click(screen.getByRole('link', { name: t.reset }));
    await waitFor(() => expect(asked.at(-1), asked.join(' ')).toBe('/api/studio/bookings'));
    expect(screen.getByLabelText(t.stateLabel)).toHaveValue('');
  });

  it("says the server's refusal of a bad filter", async () => {
    stubBookings((q) =>
      q.get('from') === '2027-02-30'
        ? { status: 400, body: { message: t.dateInvalid, code: 'VALIDATION_ERROR' } }
        : page([]),
    );
    renderWithProviders(<BookingsView />, { path: '/studio/bookings?from=2027-02-30' });
    expect(await screen.findByText(t.dateInvalid)).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    stubBookings((q) => (q.get('q') === 'nobody' ? page([]) : page([booking()])));
    renderWithProviders(<BookingsView />, { path: '/studio/bookings?q=nobody' });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('pages with the filters kept', async () => {
    const asked = stubBookings(() => page([booking()], 30, 2));
    renderWithProviders(<BookingsView />, { path: '/studio/bookings?state=accepted' });
    const pages = await screen.findByRole('navigation', { name: t.pagesLabel });
    await userEvent.setup().click(within(pages).getByRole('link', { name: studioTexts.next }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/studio/bookings?state=accepted&page=2'));
  });

  it('tells each move from neither side', () => {
    const b = booking();
    const at = '2026-11-22T08:00:00.000Z';
    expect(staffMoveLabel({ actor: 'client', from: 'accepted', to: 'cancelled', note: null, at }, b)).toBe(
      t.moves.cancelled({ who: 'Wanjiru Kamau' }),
    );
    expect(staffMoveLabel({ actor: 'photographer', from: 'accepted', to: 'cancelled', note: null, at }, b)).toBe(
      t.moves.cancelled({ who: amina.name }),
    );
    expect(staffMoveLabel({ actor: 'system', from: 'pending', to: 'expired', note: null, at }, b)).toBe(
      t.moves.expired,
    );
    expect(staffMoveLabel({ actor: 'system', from: 'accepted', to: 'expired', note: null, at }, b)).toBe(
      'Released: deposit not paid',
    );
  });
});
