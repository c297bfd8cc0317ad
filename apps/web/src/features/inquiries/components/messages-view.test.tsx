import { bookingTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toasts';
import { bookingRequestFixture, jsonResponse } from '@/testing/booking-fixtures';
import { renderWithProviders } from '@/testing/render';
import { MessagesView } from './messages-view';

function stub(status: number, body: unknown) {
  const fn = vi.fn(async (url: string) =>
    url === '/api/booking-requests?as=sent'
      ? jsonResponse(status, body)
      : jsonResponse(404, { message: 'x', code: 'N' }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('MessagesView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sent inquiries newest first, with status, message and the timeline in order', async () => {
    stub(200, [
      bookingRequestFixture({
        id: 'old',
        direction: 'sent',
        createdAt: '2026-10-01T08:00:00.000Z',
        status: 'declined',
        photographer: { _id: 'p2', name: 'Otieno Baraka', profile_picture: '/uploads/avatars/otieno.webp' },
        expiresAt: null,
        moves: [],
        timeline: [
          { actor: 'client', from: null, to: 'pending', note: null, at: '2026-10-01T08:00:00.000Z' },
          { actor: 'photographer', from: 'pending', to: 'declined', note: null, at: '2026-10-02T08:00:00.000Z' },
        ],
      }),
      bookingRequestFixture({
        id: 'new',
        direction: 'sent',
        createdAt: '2026-11-20T08:00:00.000Z',
        status: 'completed',
        eventDate: '2026-12-12',
        expiresAt: null,
        moves: [],
        timeline: [
          { actor: 'client', from: null, to: 'pending', note: null, at: '2026-11-20T08:00:00.000Z' },
          {
            actor: 'photographer',
            from: 'pending',
            to: 'accepted',
            note: 'Karibu! I am free that day.',
            at: '2026-11-21T09:30:00.000Z',
          },
          {
            actor: 'photographer',
            from: 'accepted',
            to: 'completed',
            note: 'Your photos are ready.',
            at: '2026-12-14T10:00:00.000Z',
          },
        ],
      }),
    ]);
    renderWithProviders(<MessagesView />);
    const list = await screen.findByRole('list', { name: 'Sent inquiries' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Wanjiru Kamau', 'Otieno Baraka']);

    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Wanjiru Kamau' })).toHaveAttribute('href', '/photographer/p1');
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(first).getByText('Wedding')).toBeInTheDocument();
    expect(within(first).getByText(/12 December 2026/)).toBeInTheDocument();
    expect(within(first).getByText('A garden wedding in Karen, about 150 guests.')).toBeInTheDocument();
    const moves = within(within(first).getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(moves[0]).toHaveTextContent('You sent the request');
    expect(moves[1]).toHaveTextContent('Wanjiru Kamau accepted your request');
    expect(moves[1]).toHaveTextContent('Karibu! I am free that day.');
    expect(moves[1]).toHaveTextContent(/21 Nov 2026, 12:30/);
    expect(moves[2]).toHaveTextContent('Wanjiru Kamau marked the booking completed');
    expect(moves[2]).toHaveTextContent('Your photos are ready.');
    // A completed booking can still be added to a calendar, not cancelled.
    expect(within(first).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/booking-requests/new/calendar.ics',
    );
    expect(within(first).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    expect(within(cards[1]!).getByText('Declined')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Otieno Baraka declined your request')).toBeInTheDocument();
  });

  it('cancels a pending request with a confirm, and an accepted booking only with a reason', async () => {
    const posts: { url: string; body: unknown }[] = [];
    let list = [
      bookingRequestFixture({ id: 'p', direction: 'sent', moves: ['cancelled'] }),
      bookingRequestFixture({
        id: 'a',
        direction: 'sent',
        status: 'accepted',
        expiresAt: null,
        moves: ['cancelled'],
        photographer: { _id: 'p2', name: 'Otieno Baraka', profile_picture: null },
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body));
          posts.push({ url, body });
          const id = url.split('/')[3];
          list = list.map((r) =>
            r.id === id
              ? {
                  ...r,
                  status: 'cancelled',
                  moves: [],
                  timeline: [
                    ...r.timeline,
                    { actor: 'client', from: r.status, to: 'cancelled', note: body.reason ?? null, at: r.createdAt },
                  ],
                }
              : r,
          );
          return jsonResponse(200, { success: true, bookingRequest: list.find((r) => r.id === id) });
        }
        return jsonResponse(200, list);
      }),
    );
    renderWithProviders(
      <ToastProvider>
        <MessagesView />
      </ToastProvider>,
    );
    const pending = (await screen.findAllByRole('article')).find((a) => a.textContent?.includes('Wanjiru Kamau'))!;
    await userEvent.click(within(pending).getByRole('button', { name: 'Cancel request' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel your request to Wanjiru Kamau?' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(within(pending).getByText('You cancelled')).toBeInTheDocument());
    expect(posts).toEqual([{ url: '/api/booking-requests/p/cancel', body: {} }]);

    const accepted = screen.getAllByRole('article').find((a) => a.textContent?.includes('Otieno Baraka'))!;
    await userEvent.click(within(accepted).getByRole('button', { name: 'Cancel booking' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel your booking with Otieno Baraka?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(bookingTexts.cancelReasonRequired);
    expect(posts).toHaveLength(1);
    await userEvent.type(within(dialog).getByLabelText('Why are you cancelling?'), 'We postponed the wedding.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(within(accepted).getByText('We postponed the wedding.')).toBeInTheDocument());
    expect(posts[1]).toEqual({ url: '/api/booking-requests/a/cancel', body: { reason: 'We postponed the wedding.' } });
  });

  it('says a pending inquiry waits for an answer', async () => {
    stub(200, [bookingRequestFixture({ direction: 'sent' })]);
    renderWithProviders(<MessagesView />);
    expect(await screen.findByText(/Waiting for Wanjiru Kamau to answer/)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('has an empty state that leads to the photographers, and a failure with a retry', async () => {
    stub(200, []);
    const first = renderWithProviders(<MessagesView />);
    expect(await screen.findByText(bookingTexts.messagesEmpty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find photographers' })).toHaveAttribute('href', '/dashboard');
    first.unmount();
    stub(500, { message: 'down', code: 'X' });
    renderWithProviders(<MessagesView />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(bookingTexts.messagesFailure);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
