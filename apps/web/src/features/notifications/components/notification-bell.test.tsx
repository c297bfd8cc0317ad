import { type NotificationList, notificationsTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/booking-fixtures';
import { renderWithProviders } from '@/testing/render';
import { NotificationBell } from './notification-bell';

const N1 = '11111111-1111-4111-8111-111111111111';
const N2 = '22222222-2222-4222-8222-222222222222';
const B1 = '33333333-3333-4333-8333-333333333333';

const list = (): NotificationList => ({
  unreadCount: 2,
  items: [
    {
      id: N1,
      kind: 'message',
      bookingRequestId: B1,
      title: 'New message from Achieng',
      body: 'About Wedding: Are you free?',
      link: '/photographer-dashboard/booking-requests?request=b1&thread=1',
      read: false,
      createdAt: new Date().toISOString(),
    },
    {
      id: N2,
      kind: 'inquiry',
      bookingRequestId: N2,
      title: 'New booking request',
      body: 'Portraits',
      link: '/photographer-dashboard/booking-requests',
      read: false,
      createdAt: new Date().toISOString(),
    },
  ],
});

/** A server that remembers what was marked read. */
function stub() {
  let current = list();
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/notifications/read') {
      const body = JSON.parse(String(init?.body)) as { ids?: string[]; all?: true };
      const items = current.items.map((n) => (body.all || body.ids?.includes(n.id) ? { ...n, read: true } : n));
      current = { items, unreadCount: items.filter((n) => !n.read).length };
      return jsonResponse(200, { unreadCount: current.unreadCount });
    }
    if (url === '/api/notifications') return jsonResponse(200, current);
    return jsonResponse(404, { message: 'x', code: 'N' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('NotificationBell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread count and opens a list of the recent ones', async () => {
    stub();
    renderWithProviders(<NotificationBell pagePath="/photographer-dashboard/notifications" />);
    const bell = await screen.findByRole('button', { name: notificationsTexts.bellLabel({ unread: 2 }) });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: notificationsTexts.title });
    const link = within(panel).getByRole('link', { name: /New message from Achieng/ });
    expect(link).toHaveAttribute('href', '/photographer-dashboard/booking-requests?request=b1&thread=1');
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/photographer-dashboard/notifications',
    );
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    stub();
    renderWithProviders(<NotificationBell pagePath="/dashboard/notifications" />);
    const bell = await screen.findByRole('button', { name: notificationsTexts.bellLabel({ unread: 2 }) });
    await userEvent.click(bell);
    // Focus moves into the popover (keyboard users start there).
    const panel = screen.getByRole('region', { name: notificationsTexts.title });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: notificationsTexts.title })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('marks all as read', async () => {
    const fetch = stub();
    renderWithProviders(<NotificationBell pagePath="/dashboard/notifications" />);
    await userEvent.click(await screen.findByRole('button', { name: notificationsTexts.bellLabel({ unread: 2 }) }));
    await userEvent.click(screen.getByRole('button', { name: notificationsTexts.markAllRead }));
    const post = fetch.mock.calls.find(([url]) => url === '/api/notifications/read')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ all: true });
    // Shown at once, before the server's answer is read again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: notificationsTexts.bellLabel({ unread: 0 }) })).toBeInTheDocument(),
    );
  });

  it('marks one read when it is followed', async () => {
    const fetch = stub();
    renderWithProviders(<NotificationBell pagePath="/dashboard/notifications" />);
    await userEvent.click(await screen.findByRole('button', { name: notificationsTexts.bellLabel({ unread: 2 }) }));
    await userEvent.click(screen.getByRole('link', { name: /New message from Achieng/ }));
    const post = fetch.mock.calls.find(([url]) => url === '/api/notifications/read')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ ids: [N1] });
  });
});
