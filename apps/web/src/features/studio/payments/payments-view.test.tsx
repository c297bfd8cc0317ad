import { paymentsTexts, type StudioPayments } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PaymentsView } from './payments-view';

afterEach(() => vi.unstubAllGlobals());

const t = paymentsTexts.console;
type Payment = StudioPayments['payments'][number];
const payment = (over: Partial<Payment> = {}): Payment => ({
  bookingId: '6f1c2d3e-0000-4000-8000-000000000001',
  photographerName: 'Amina Odhiambo',
  clientName: 'Wanjiru Kamau',
  state: 'paid',
  priceCents: 5_000_000,
  paidCents: 5_000_000,
  heldCents: 5_000_000,
  disputeReason: null,
  disputeOpen: false,
  payoutAfter: '2026-12-01T09:00:00.000Z',
  ...over,
});
const empty: StudioPayments = { payments: [], unknownAttempts: [], transfers: [] };

interface Sent {
  url: string;
  body: unknown;
}
/** GET /api/studio/payments answers `view()`; POST …/resolve answers `resolve(body)`; records each POST. */
function stubPayments(view: () => StudioPayments, resolve: (body: unknown) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      let answer: { status: number; body: unknown };
      if (url.pathname === '/api/studio/payments' && (init?.method ?? 'GET') === 'GET')
        answer = { status: 200, body: view() };
      else if (/^\/api\/studio\/payments\/[^/]+\/resolve$/.test(url.pathname) && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        sent.push({ url: url.pathname, body });
        answer = resolve(body);
      } else answer = { status: 404, body: { message: 'No route', code: 'NOT_FOUND' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

describe('PaymentsView', () => {
  it('says each list is empty, and links the ledger CSV', async () => {
    stubPayments(
      () => empty,
      () => ({ status: 500, body: {} }),
    );
    renderWithProviders(<PaymentsView />, { path: '/studio/payments' });
    expect(await screen.findByText(t.disputesEmpty)).toBeInTheDocument();
    expect(screen.getByText(t.paymentsEmpty)).toBeInTheDocument();
    expect(screen.getByText(t.unknownEmpty)).toBeInTheDocument();
    expect(screen.getByText(t.transfersEmpty)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: t.ledgerCsv });
    expect(link).toHaveAttribute('href', '/api/studio/payments/ledger.csv');
    expect(link).toHaveAttribute('download');
  });

  it('lists payments, stuck attempts and transfers with amounts in KES', async () => {
    stubPayments(
      () => ({
        payments: [
          payment(),
          payment({ bookingId: 'b2', clientName: 'Otieno', state: 'awaiting_deposit', paidCents: 0, heldCents: 0 }),
        ],
        unknownAttempts: [
          {
            id: 'a1',
            bookingId: 'b2',
            amountCents: 1_500_000,
            phone: '2547•••••678',
            createdAt: '2026-11-20T08:00:00.000Z',
          },
        ],
        transfers: [
          {
            id: 'tr1',
            bookingId: payment().bookingId,
            kind: 'payout',
            amountCents: 4_500_000,
            commissionCents: 500_000,
            phone: '2547•••••111',
            status: 'succeeded',
            createdAt: '2026-11-25T08:00:00.000Z',
          },
        ],
      }),
      () => ({ status: 500, body: {} }),
    );
    renderWithProviders(<PaymentsView />, { path: '/studio/payments' });
    const list = await screen.findByRole('list', { name: t.paymentsTitle });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(t.booking({ client: 'Wanjiru Kamau', photographer: 'Amina Odhiambo' }));
    expect(rows[0]).toHaveTextContent(paymentsTexts.stateLabels.paid);
    expect(rows[0]).toHaveTextContent('Ksh 50,000');
    expect(rows[1]).toHaveTextContent(paymentsTexts.stateLabels.awaiting_deposit);

    const unknown = screen.getByRole('list', { name: t.unknownTitle });
    expect(unknown).toHaveTextContent(t.booking({ client: 'Otieno', photographer: 'Amina Odhiambo' }));
    expect(unknown).toHaveTextContent('Ksh 15,000');
    expect(unknown).toHaveTextContent('2547•••••678');

    const transfers = screen.getByRole('list', { name: t.transfersTitle });
    expect(transfers).toHaveTextContent(t.kindLabels.payout);
    expect(transfers).toHaveTextContent('Ksh 45,000');
    expect(transfers).toHaveTextContent('Ksh 5,000');
    expect(transfers).toHaveTextContent(paymentsTexts.transferStatusLabels.succeeded!);
    expect(screen.getByText(t.disputesEmpty)).toBeInTheDocument();
  });

  it('refunds part of a dispute after a confirmation, and the dispute leaves the list', async () => {
    let resolved = false;
    const disputed = payment({ disputeReason: 'Half the photos never came.', disputeOpen: true });
    const sent = stubPayments(
      () => ({
        ...empty,
        payments: [resolved ? { ...disputed, disputeOpen: false } : disputed],
      }),
      () => {
        resolved = true;
        return { status: 200, body: { success: true } };
      },
    );
    renderWithProviders(<PaymentsView />, { path: '/studio/payments' });
    const disputes = await screen.findByRole('list', { name: t.disputesTitle });
    expect(disputes).toHaveTextContent('Half the photos never came.');
    const user = userEvent.setup();
    await user.click(within(disputes).getByRole('radio', { name: t.decisionRefund }));
    const amount = within(disputes).getByLabelText(t.refundAmountLabel);
    expect(amount).toHaveValue(50_000);
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(within(disputes).getByRole('button', { name: t.decide }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      t.confirmRefund({
        amount: 'Ksh 20,000',
        booking: t.booking({ client: 'Wanjiru Kamau', photographer: 'Amina Odhiambo' }),
      }),
    );
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t.confirmButton }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/studio/payments/${disputed.bookingId}/resolve`,
      body: { decision: 'refund', refundKes: 20_000 },
    });
    expect(await screen.findByText(t.disputesEmpty)).toBeInTheDocument();
  });

  it('refuses a refund above what the booking holds before asking, and shows the server’s 409', async () => {
    const disputed = payment({ disputeReason: 'Late.', disputeOpen: true });
    const sent = stubPayments(
      () => ({ ...empty, payments: [disputed] }),
      () => ({ status: 409, body: { message: paymentsTexts.resolveNothingOpen, code: 'CONFLICT' } }),
    );
    renderWithProviders(<PaymentsView />, { path: '/studio/payments' });
    const disputes = await screen.findByRole('list', { name: t.disputesTitle });
    const user = userEvent.setup();
    await user.click(within(disputes).getByRole('radio', { name: t.decisionRefund }));
    const amount = within(disputes).getByLabelText(t.refundAmountLabel);
    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(within(disputes).getByRole('button', { name: t.decide }));
    expect(within(disputes).getByRole('alert')).toHaveTextContent(paymentsTexts.resolveInvalid);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Release instead: the server says it was decided meanwhile.
    await user.click(within(disputes).getByRole('radio', { name: t.decisionRelease }));
    await user.click(within(disputes).getByRole('button', { name: t.decide }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      t.confirmRelease({ booking: t.booking({ client: 'Wanjiru Kamau', photographer: 'Amina Odhiambo' }) }),
    );
    await user.click(within(dialog).getByRole('button', { name: t.confirmButton }));
    expect(await within(disputes).findByRole('alert')).toHaveTextContent(paymentsTexts.resolveNothingOpen);
    expect(sent).toEqual([
      { url: `/api/studio/payments/${disputed.bookingId}/resolve`, body: { decision: 'release' } },
    ]);
  });
});
