import { type PhotographerEarnings, paymentsTexts } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { EarningsView } from './earnings-view';

afterEach(() => vi.unstubAllGlobals());

const t = paymentsTexts.earnings;

function stubEarnings(answer: { status: number; body: unknown }) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname);
      const { status, body } =
        url.pathname === '/api/photographers/me/earnings'
          ? answer
          : { status: 404, body: { message: 'No route', code: 'NOT_FOUND' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const earnings: PhotographerEarnings = {
  bookings: [
    {
      bookingId: 'b1',
      clientName: 'Wanjiru Kamau',
      service: 'Wedding',
      eventDate: '2026-11-20',
      stateLabel: paymentsTexts.stateLabels.paid,
      paidCents: 6_500_000,
      refundedCents: 0,
      commissionCents: 650_000,
      paidOutCents: 5_850_000,
      heldCents: 0,
      payoutAfter: '2026-11-24T09:00:00.000Z',
      disputeOpen: false,
    },
    {
      bookingId: 'b2',
      clientName: 'Otieno Mwangi',
      service: 'Portraits',
      eventDate: '2026-11-25',
      stateLabel: paymentsTexts.stateLabels.confirmed,
      paidCents: 1_950_000,
      refundedCents: 0,
      commissionCents: 0,
      paidOutCents: 0,
      heldCents: 1_950_000,
      payoutAfter: '2026-11-29T09:00:00.000Z',
      disputeOpen: true,
    },
  ],
  payouts: [
    {
      id: 'p1',
      bookingId: 'b1',
      clientName: 'Wanjiru Kamau',
      service: 'Wedding',
      amountCents: 5_850_000,
      commissionCents: 650_000,
      status: 'succeeded',
      statusLabel: paymentsTexts.transferStatusLabels.succeeded!,
      createdAt: '2026-11-24T09:00:00.000Z',
      settledAt: '2026-11-24T09:01:00.000Z',
    },
  ],
  totals: {
    paidCents: 8_450_000,
    refundedCents: 0,
    commissionCents: 650_000,
    paidOutCents: 5_850_000,
    heldCents: 1_950_000,
  },
};

describe('EarningsView', () => {
  it("shows the server's totals, each booking's money and the payouts, in KES", async () => {
    const asked = stubEarnings({ status: 200, body: { data: earnings } });
    renderWithProviders(<EarningsView />, { path: '/photographer-dashboard/earnings' });
    const totals = await screen.findByRole('list', { name: t.totalsLabel });
    expect(within(totals).getByText(t.paidTotal).parentElement).toHaveTextContent('Ksh 84,500');
    expect(within(totals).getByText(t.commissionTotal).parentElement).toHaveTextContent('Ksh 6,500');
    expect(within(totals).getByText(t.paidOutTotal).parentElement).toHaveTextContent('Ksh 58,500');
    expect(within(totals).getByText(t.heldTotal).parentElement).toHaveTextContent('Ksh 19,500');

    const bookings = within(screen.getByRole('list', { name: t.bookingsTitle })).getAllByRole('listitem');
    expect(bookings).toHaveLength(2);
    expect(bookings[0]).toHaveTextContent('Wanjiru Kamau');
    expect(bookings[0]).toHaveTextContent(paymentsTexts.stateLabels.paid);
    expect(bookings[1]).toHaveTextContent(t.disputeOpen);

    const payouts = within(screen.getByRole('list', { name: t.payoutsTitle })).getAllByRole('listitem');
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toHaveTextContent('Ksh 58,500');
    expect(payouts[0]).toHaveTextContent(paymentsTexts.transferStatusLabels.succeeded!);
    expect(asked).toEqual(['/api/photographers/me/earnings']);
  });

  it('says when nothing was paid or paid out yet', async () => {
    stubEarnings({
      status: 200,
      body: {
        data: {
          bookings: [],
          payouts: [],
          totals: { paidCents: 0, refundedCents: 0, commissionCents: 0, paidOutCents: 0, heldCents: 0 },
        },
      },
    });
    renderWithProviders(<EarningsView />, { path: '/photographer-dashboard/earnings' });
    expect(await screen.findByText(t.bookingsEmpty)).toBeInTheDocument();
    expect(screen.getByText(t.payoutsEmpty)).toBeInTheDocument();
  });

  it("says the server's refusal", async () => {
    stubEarnings({ status: 403, body: { message: 'Only photographers can do this.', code: 'FORBIDDEN' } });
    renderWithProviders(<EarningsView />, { path: '/photographer-dashboard/earnings' });
    expect(await screen.findByText('Only photographers can do this.')).toBeInTheDocument();
  });
});
