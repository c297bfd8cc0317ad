import { type BookingRequestDetail, bookingTexts, INQUIRY_REPLY_MAX } from '@studio/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toasts';
import { bookingRequestFixture, jsonResponse } from '@/testing/booking-fixtures';
import { renderWithProviders } from '@/testing/render';
import { minutesAgo, routeFetch } from '../testing/fixtures';
import { BookingRequestsView } from './booking-requests-view';

afterEach(() => vi.unstubAllGlobals());

type Patch = { status: number; body: unknown } | null;

/** A server holding one list: GET answers it, PATCH records the body and answers `patch` (or applies it). */
function server(initial: BookingRequestDetail[], patch: Patch = null) {
  let list = initial;
  const patches: { url: string; body: Record<string, unknown> }[] = [];
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/booking-requests?as=received') return jsonResponse(200, list);
    if ((method === 'PATCH' || method === 'POST') && url.startsWith('/api/booking-requests/')) {
      const raw = JSON.parse(String(init?.body)) as Record<string, string>;
      patches.push({ url, body: raw });
      if (patch) return jsonResponse(patch.status, patch.body);
      const cancelling = url.endsWith('/cancel');
      const id = decodeURIComponent(url.split('/')[3]!);
      const to = (cancelling ? 'cancelled' : raw.status) as BookingRequestDetail['status'];
      const note = (cancelling ? raw.reason : raw.reply) ?? null;
      list = list.map((r) =>
        r.id === id
          ? {
              ...r,
              status: to,
              reply: cancelling ? r.reply : note,
              expiresAt: null,
              timeline: [
                ...r.timeline,
                { actor: 'photographer', from: r.status, to, note, at: '2026-11-21T09:30:00.000Z' },
              ],
              moves: to === 'accepted' ? ['completed', 'cancelled'] : [],
            }
          : r,
      );
      return jsonResponse(200, { success: true, bookingRequest: list.find((r) => r.id === id) });
    }
    return jsonResponse(404, { message: 'No route', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchImpl);
  return { patches, setList: (next: BookingRequestDetail[]) => (list = next) };
}

const renderView = (path = '/') =>
  renderWithProviders(
    <ToastProvider>
      <BookingRequestsView />
    </ToastProvider>,
    { path },
  );

const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('BookingRequestsView opened at one request (?request=<id>, from Leads)', () => {
  it('scrolls to that card, focuses and marks it; the others stay as they are', async () => {
    server([
      bookingRequestFixture({ id: 'old', clientName: 'Baraka Mwangi', createdAt: '2026-11-01T08:00:00.000Z' }),
      bookingRequestFixture({ id: 'new', createdAt: '2026-11-20T08:00:00.000Z' }),
    ]);
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderView('/photographer-dashboard/booking-requests?request=old');
    const card = await cardOf('Baraka Mwangi');
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(scrolled).toEqual([card]);
    expect(await cardOf('Achieng Otieno')).not.toHaveAttribute('aria-current');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
});

describe('BookingRequestsView answers', () => {
  it('lists the received requests newest first, with contact details, message and earlier answers', async () => {
    server([
      bookingRequestFixture({
        id: 'old',
        clientName: 'Baraka Mwangi',
        createdAt: '2026-11-01T08:00:00.000Z',
        expiresAt: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString(),
      }),
      bookingRequestFixture({
        id: 'new',
        status: 'accepted',
        createdAt: '2026-11-20T08:00:00.000Z',
        expiresAt: null,
        timeline: [
          { actor: 'client', from: null, to: 'pending', note: null, at: '2026-11-20T08:00:00.000Z' },
          { actor: 'photographer', from: 'pending', to: 'accepted', note: 'Happy to!', at: '2026-11-20T10:00:00.000Z' },
        ],
        moves: ['completed', 'cancelled'],
      }),
    ]);
    renderView();
    const list = await screen.findByRole('list', { name: 'Booking requests' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Achieng Otieno', 'Baraka Mwangi']);
    const card = await cardOf('Achieng Otieno');
    expect(within(card).getByRole('link', { name: 'achieng@example.com' })).toHaveAttribute(
      'href',
      'mailto:achieng@example.com',
    );
    expect(within(card).getByRole('link', { name: '+254 722 000 111' })).toHaveAttribute('href', 'tel:+254722000111');
    expect(within(card).getByText('A garden wedding in Karen, about 150 guests.')).toBeInTheDocument();
    // The timeline, oldest first, told from the photographer's side.
    const timeline = within(within(card).getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Achieng Otieno sent the request'),
      expect.stringContaining('You accepted'),
    ]);
    expect(timeline[1]).toHaveTextContent('Happy to!');
    // The buttons are the moves the server allows now.
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['Mark completed', 'Cancel booking']);
    const pending = await cardOf('Baraka Mwangi');
    expect(
      within(pending)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['Accept', 'Decline']);
    expect(within(pending).getByText('Expires in 2 days')).toBeInTheDocument();
    expect(within(card).queryByText(/^Expires/)).not.toBeInTheDocument();
  });

  it('accepts with a reply through the dialog, then shows the new status and a toast', async () => {
    const { patches } = server([bookingRequestFixture()]);
    renderView();
    await userEvent.click(within(await cardOf('Achieng Otieno')).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept Achieng Otieno’s request?' });
    const reply = within(dialog).getByLabelText(/Reply to Achieng Otieno/);
    expect(reply).toHaveFocus();
    expect(within(dialog).getByText(`0 / ${INQUIRY_REPLY_MAX.toLocaleString('en-US')}`)).toBeInTheDocument();
    await userEvent.type(reply, '  Karibu! I am free that day.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept request' }));

    expect(await screen.findByText(bookingTexts.answered.accepted)).toBeInTheDocument();
    expect(patches).toEqual([
      { url: '/api/booking-requests/b1', body: { status: 'accepted', reply: 'Karibu! I am free that day.' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const card = await cardOf('Achieng Otieno');
    await waitFor(() => expect(within(card).getByText('Accepted')).toBeInTheDocument());
    expect(within(card).getByText('Karibu! I am free that day.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
  });

  it('declines without a reply (none is sent) and can be cancelled first', async () => {
    const { patches } = server([bookingRequestFixture()]);
    renderView();
    const card = await cardOf('Achieng Otieno');
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    let dialog = screen.getByRole('dialog', { name: 'Decline Achieng Otieno’s request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    dialog = screen.getByRole('dialog', { name: 'Decline Achieng Otieno’s request?' });
    // Escape closes a native dialog through its cancel event.
    fireEvent(dialog.closest('dialog')!, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    dialog = screen.getByRole('dialog', { name: 'Decline Achieng Otieno’s request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText(bookingTexts.answered.declined)).toBeInTheDocument();
    expect(patches).toEqual([{ url: '/api/booking-requests/b1', body: { status: 'declined' } }]);
  });

  it('refuses a reply that is too long, under the field, and sends nothing', async () => {
    const { patches } = server([bookingRequestFixture()]);
    renderView();
    await userEvent.click(within(await cardOf('Achieng Otieno')).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog');
    const reply = within(dialog).getByLabelText(/Reply to/);
    await userEvent.click(reply);
    await userEvent.paste('x'.repeat(INQUIRY_REPLY_MAX + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept request' }));
    expect(reply).toHaveAccessibleDescription(expect.stringContaining(bookingTexts.replyTooLong));
    expect(reply).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toHaveLength(0);
  });

  it("shows the server's 409 (a date already held) in the dialog and reads the list again", async () => {
    const message = bookingTexts.dateHeld({ day: '12 December 2026' });
    const { patches, setList } = server([bookingRequestFixture()], {
      status: 409,
      body: { message, code: 'CONFLICT' },
    });
    renderView();
    await userEvent.click(within(await cardOf('Achieng Otieno')).getByRole('button', { name: 'Accept' }));
    setList([bookingRequestFixture({ moves: ['declined'] })]);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a booking on 12 December 2026',
    );
    expect(patches).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const card = await cardOf('Achieng Otieno');
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('cancels an accepted booking only with a reason, sent to POST .../cancel', async () => {
    const { patches } = server([bookingRequestFixture({ status: 'accepted', expiresAt: null, moves: ['cancelled'] })]);
    renderView();
    const card = await cardOf('Achieng Otieno');
    expect(within(card).queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Achieng Otieno’s booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const reason = within(dialog).getByLabelText('Why are you cancelling?');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(bookingTexts.cancelReasonRequired));
    expect(patches).toHaveLength(0);
    await userEvent.type(reason, 'My camera was stolen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(bookingTexts.cancelled)).toBeInTheDocument();
    expect(patches).toEqual([{ url: '/api/booking-requests/b1/cancel', body: { reason: 'My camera was stolen.' } }]);
    await waitFor(() => expect(within(card).getByText('You cancelled')).toBeInTheDocument());
    expect(within(card).getByText('My camera was stolen.')).toBeInTheDocument();
  });

  it('opens the month view on the next month with a booking', async () => {
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 2);
    const day = next.toISOString().slice(0, 10);
    server([bookingRequestFixture({ eventDate: day })]);
    renderView();
    await cardOf('Achieng Otieno');
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    const label = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(next);
    const month = screen.getByRole('region', { name: `Bookings in ${label}` });
    expect(within(month).getByRole('button', { name: /Achieng Otieno, Wedding, Pending$/ })).toBeInTheDocument();
  });

  it('shows the bookings of a month by state', async () => {
    server([bookingRequestFixture({ eventDate: new Date().toISOString().slice(0, 10), status: 'accepted' })]);
    renderView();
    await cardOf('Achieng Otieno');
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    const month = screen.getByRole('region', { name: /^Bookings in / });
    expect(within(month).getByRole('button', { name: /Achieng Otieno, Wedding, Accepted$/ })).toBeInTheDocument();
    await userEvent.click(within(month).getByRole('button', { name: /Achieng Otieno/ }));
    expect(await screen.findByRole('list', { name: 'Booking requests' })).toBeInTheDocument();
  });

  it('keeps the dialog and the reply on a failure, with a toast', async () => {
    server([bookingRequestFixture()], { status: 500, body: { message: 'boom', code: 'INTERNAL' } });
    renderView();
    await userEvent.click(within(await cardOf('Achieng Otieno')).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reply to/), 'See you there');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept request' }));
    expect(await screen.findByRole('alert', { name: 'Errors' })).toHaveTextContent(bookingTexts.answerFailure);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText(/Reply to/)).toHaveValue('See you there');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept request' })).toBeEnabled();
  });

  it("puts the server's message about the reply under it", async () => {
    server([bookingRequestFixture()], {
      status: 400,
      body: { message: 'Validation failed', code: 'VALIDATION', errors: { reply: [bookingTexts.replyTooLong] } },
    });
    renderView();
    await userEvent.click(within(await cardOf('Achieng Otieno')).getByRole('button', { name: 'Accept' }));
    const reply = within(screen.getByRole('dialog')).getByLabelText(/Reply to/);
    await userEvent.type(reply, 'Hello');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept request' }));
    await waitFor(() => expect(reply).toHaveAccessibleDescription(expect.stringContaining(bookingTexts.replyTooLong)));
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
