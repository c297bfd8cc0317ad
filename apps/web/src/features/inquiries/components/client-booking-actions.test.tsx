import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingRequestFixture, jsonResponse } from '@/testing/booking-fixtures';
import { renderWithProviders } from '@/testing/render';
import { ClientBookingActions } from './client-booking-actions';

const pending = bookingRequestFixture({ direction: 'sent', moves: ['cancelled'] });
const cancelled = bookingRequestFixture({
  direction: 'sent',
  status: 'cancelled',
  moves: [],
  expiresAt: null,
  timeline: [
    ...pending.timeline,
    { actor: 'client', from: 'pending', to: 'cancelled', note: null, at: '2026-11-21T08:00:00.000Z' },
  ],
});

afterEach(() => vi.unstubAllGlobals());

describe('ClientBookingActions', () => {
  it('cancelling a pending request tells the page, so the conversation around it is read again', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/booking-requests?as=sent') return jsonResponse(200, [pending]);
      if (url === '/api/booking-requests/b1/cancel' && init?.method === 'POST')
        return jsonResponse(200, { success: true, bookingRequest: cancelled });
      return jsonResponse(404, { message: 'x', code: 'N' });
    });
    vi.stubGlobal('fetch', fetch);
    const onChanged = vi.fn();
    renderWithProviders(<ClientBookingActions bookingId="b1" onChanged={onChanged} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your request to Wanjiru Kamau?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('b1'));
    expect(fetch.mock.calls.some(([url]) => url === '/api/booking-requests/b1/cancel')).toBe(true);
  });

  it('a refused cancel (409) shows why and does not tell the page anything changed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/booking-requests?as=sent'
          ? jsonResponse(200, [pending])
          : jsonResponse(409, { message: 'This request has already been answered.', code: 'CONFLICT' }),
      ),
    );
    const onChanged = vi.fn();
    renderWithProviders(<ClientBookingActions bookingId="b1" onChanged={onChanged} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your request to Wanjiru Kamau?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request has already been answered.');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
