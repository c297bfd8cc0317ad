import { bookingTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('lists the sent inquiries newest first, with status, message and the replies in order', async () => {
    stub(200, [
      bookingRequestFixture({
        id: 'old',
        direction: 'sent',
        createdAt: '2026-10-01T08:00:00.000Z',
        status: 'declined',
        photographer: { _id: 'p2', name: 'Otieno Baraka', profile_picture: '/uploads/avatars/otieno.webp' },
        replies: [{ status: 'declined', message: null, createdAt: '2026-10-02T08:00:00.000Z' }],
      }),
      bookingRequestFixture({
        id: 'new',
        direction: 'sent',
        createdAt: '2026-11-20T08:00:00.000Z',
        status: 'completed',
        eventDate: '2026-12-12',
        replies: [
          { status: 'accepted', message: 'Karibu! I am free that day.', createdAt: '2026-11-21T09:30:00.000Z' },
          { status: 'completed', message: 'Your photos are ready.', createdAt: '2026-12-14T10:00:00.000Z' },
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
    const replies = within(within(first).getByRole('region', { name: 'Replies from Wanjiru Kamau' })).getAllByRole(
      'listitem',
    );
    expect(replies[0]).toHaveTextContent('Wanjiru Kamau accepted your request');
    expect(replies[0]).toHaveTextContent('Karibu! I am free that day.');
    expect(replies[0]).toHaveTextContent(/21 Nov 2026, 12:30/);
    expect(replies[1]).toHaveTextContent('Your photos are ready.');

    expect(within(cards[1]!).getByText('Declined')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Otieno Baraka declined your request')).toBeInTheDocument();
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
