import { type Conversation, conversationTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/booking-fixtures';
import { renderWithProviders } from '@/testing/render';
import { Thread } from './thread';

const conversation = (over: Partial<Conversation['booking']> = {}): Conversation => ({
  booking: {
    id: 'b1',
    status: 'pending',
    service: 'Wedding',
    eventDate: '2026-12-12',
    message: 'A garden wedding in Karen.',
    createdAt: '2026-11-20T08:00:00.000Z',
    side: 'client',
    clientName: 'Achieng Otieno',
    photographer: { _id: 'p1', name: 'Wanjiru Kamau', profile_picture: null },
    canWrite: true,
    ...over,
  },
  messages: [
    {
      id: 'm1',
      author: 'client',
      authorName: 'Achieng Otieno',
      mine: true,
      body: 'Are you free?',
      images: [],
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    {
      id: 'm2',
      author: 'photographer',
      authorName: 'Wanjiru Kamau',
      mine: false,
      body: 'Yes! Here is the venue.',
      images: [
        {
          base: '/api/booking-requests/b1/messages/images/abc',
          widths: [400, 800],
          width: 800,
          height: 600,
          placeholder: 'data:image/webp;base64,AA',
        },
      ],
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  moves: [
    { actor: 'photographer', from: 'pending', to: 'accepted', note: 'Karibu, booked!', at: '2026-11-20T09:30:00.000Z' },
  ],
});

describe('Thread', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the booking at the top and the messages as bubbles, oldest first, with pictures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, conversation())),
    );
    renderWithProviders(<Thread bookingId="b1" />);
    const region = await screen.findByRole('region', { name: 'Conversation about Wedding' });
    expect(within(region).getByRole('heading', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
    expect(within(region).getByText('Pending')).toBeInTheDocument();
    const items = within(within(region).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`${conversationTexts.you}`);
    expect(items[0]).toHaveTextContent('Are you free?');
    // The photographer's answer, in its place in time.
    expect(items[1]).toHaveTextContent('Wanjiru Kamau accepted the request');
    expect(items[1]).toHaveTextContent('Karibu, booked!');
    expect(items[2]).toHaveTextContent('Wanjiru Kamau');
    const img = within(items[2]!).getByRole('img', { name: conversationTexts.imageAlt({ author: 'Wanjiru Kamau' }) });
    expect(img).toHaveAttribute('src', '/api/booking-requests/b1/messages/images/abc-400.webp');
    expect(img).toHaveAttribute('width', '800');
  });

  it('sends a message and shows it in the thread', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        return jsonResponse(201, {
          message: {
            id: 'm3',
            author: 'client',
            authorName: 'Achieng Otieno',
            mine: true,
            body: JSON.parse(String(init.body)).body,
            images: [],
            createdAt: '2026-11-20T11:00:00.000Z',
          },
        });
      }
      return url.endsWith('/messages')
        ? jsonResponse(200, conversation())
        : jsonResponse(404, { message: 'x', code: 'N' });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Thread bookingId="b1" />);
    const box = await screen.findByRole('textbox', { name: conversationTexts.composerLabel });
    await userEvent.type(box, 'See you then{Enter}');
    await screen.findByText('See you then');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/booking-requests/b1/messages');
    expect(box).toHaveValue('');
  });

  it('keeps the text and offers a retry when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? jsonResponse(409, { message: conversationTexts.closed, code: 'CONFLICT' })
          : jsonResponse(200, conversation()),
      ),
    );
    renderWithProviders(<Thread bookingId="b1" />);
    const box = await screen.findByRole('textbox');
    await userEvent.type(box, 'Hello?{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(conversationTexts.closed));
    expect(box).toHaveValue('Hello?');
    expect(screen.getByRole('button', { name: conversationTexts.retry })).toBeInTheDocument();
  });

  it('shows a closed booking’s conversation without the composer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, conversation({ status: 'cancelled', canWrite: false }))),
    );
    renderWithProviders(<Thread bookingId="b1" />);
    expect(await screen.findByText(conversationTexts.closedNotice)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows what the page adds under the messages (the review), given the booking', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, conversation({ status: 'completed' }))),
    );
    renderWithProviders(
      <Thread
        bookingId="b1"
        afterMessages={(b) => (
          <p>
            After the messages of {b.id}: {b.side}, {b.status}
          </p>
        )}
      />,
    );
    const added = await screen.findByText('After the messages of b1: client, completed');
    const region = screen.getByRole('region', { name: 'Conversation about Wedding' });
    // Under the messages, above the composer.
    const messages = within(region).getByRole('list', { name: 'Messages' });
    const composer = within(region).getByRole('textbox', { name: conversationTexts.composerLabel });
    expect(messages.compareDocumentPosition(added) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(added.compareDocumentPosition(composer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when the conversation cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { message: 'Booking request not found.', code: 'NOT_FOUND' })),
    );
    renderWithProviders(<Thread bookingId="b1" />);
    expect(await screen.findByText(conversationTexts.threadFailure)).toBeInTheDocument();
  });
});
