import type { BookingEvent } from '@studio/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingTimeline, timelineLabel } from './booking-timeline';

const names = { client: 'Achieng Otieno', photographer: 'Wanjiru Kamau' };
const at = '2026-11-20T08:00:00.000Z';
const ev = (
  actor: BookingEvent['actor'],
  from: BookingEvent['from'],
  to: BookingEvent['to'],
  note: string | null = null,
) => ({ actor, from, to, note, at }) satisfies BookingEvent;

describe('the booking timeline', () => {
  it('tells each move from the viewer’s side', () => {
    const cases: [BookingEvent, string, string][] = [
      [ev('client', null, 'pending'), 'You sent the request', 'Achieng Otieno sent the request'],
      [ev('photographer', 'pending', 'accepted'), 'Wanjiru Kamau accepted your request', 'You accepted'],
      [ev('photographer', 'pending', 'declined'), 'Wanjiru Kamau declined your request', 'You declined'],
      [
        ev('photographer', 'accepted', 'completed'),
        'Wanjiru Kamau marked the booking completed',
        'You marked it completed',
      ],
      [ev('photographer', 'accepted', 'cancelled'), 'Wanjiru Kamau cancelled the booking', 'You cancelled'],
      [ev('client', 'accepted', 'cancelled'), 'You cancelled', 'Achieng Otieno cancelled'],
      [ev('system', 'pending', 'expired'), 'Expired unanswered', 'Expired unanswered'],
      // docs/decisions/0038-mpesa-payments.md: an accepted booking whose deposit never came.
      [ev('system', 'accepted', 'expired'), 'Released: deposit not paid', 'Released: deposit not paid'],
    ];
    for (const [event, client, photographer] of cases) {
      expect(timelineLabel(event, 'client', names)).toBe(client);
      expect(timelineLabel(event, 'photographer', names)).toBe(photographer);
    }
  });

  it('lists the moves oldest first with their time and note', () => {
    render(
      <BookingTimeline
        viewer="client"
        names={names}
        timeline={[ev('client', null, 'pending'), ev('photographer', 'pending', 'accepted', 'Karibu!')]}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Wanjiru Kamau accepted your request');
    expect(items[1]).toHaveTextContent('Karibu!');
    expect(within(items[0]!).getByText(/20 Nov 2026, 11:00/)).toHaveAttribute('datetime', at);
  });
});
