import { type BookingPayment as Payment, paymentsTexts } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BookingPayment } from './booking-payment';

const awaiting: Payment = {
  state: 'awaiting_deposit',
  stateLabel: 'Awaiting deposit',
  priceCents: 65_000_00,
  depositCents: 19_500_00,
  paidCents: 0,
  refundedCents: 0,
  balanceCents: 65_000_00,
  depositDueAt: '2026-12-01T09:00:00.000Z',
  balanceDueDate: '2027-01-08',
  cancellationPolicy: 'moderate',
  policyLabel: paymentsTexts.policyLabels.moderate,
  due: { purpose: 'deposit', amountCents: 19_500_00 },
  attempts: [],
  disputable: false,
  disputeOpen: false,
};

/** The payment API of one booking: answers with `payment`, records what is sent. */
function fakeServer(payment: Payment | null) {
  const sent: unknown[] = [];
  let current = payment;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return json(200, { data: current });
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      const attempt = {
        id: 'a1',
        purpose: 'deposit',
        amountCents: 19_500_00,
        phone: '2547•••••678',
        status: 'pending',
        message: null,
        receiptNumber: null,
        mpesaReceipt: null,
        createdAt: '2026-11-27T09:00:00.000Z',
        settledAt: null,
      };
      current = { ...current!, attempts: [attempt as Payment['attempts'][number]] };
      return json(202, { message: paymentsTexts.checkYourPhone({ phone: '2547•••••678' }), attempt });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('BookingPayment', () => {
  it('shows nothing for a booking without a payment', async () => {
    fakeServer(null);
    const { container } = renderWithProviders(<BookingPayment bookingId="b1" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });

  it('refuses a number that is not Safaricom’s without sending, then sends only the purpose and phone', async () => {
    const sent = fakeServer(awaiting);
    renderWithProviders(<BookingPayment bookingId="b1" />);
    const pay = await screen.findByRole('button', { name: 'Pay deposit Ksh\u00a019,500 with M-Pesa' });
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Awaiting deposit');
    const phone = screen.getByLabelText(paymentsTexts.phoneLabel);
    await userEvent.type(phone, '0812 345 678');
    await userEvent.click(pay);
    expect(await screen.findByText(paymentsTexts.phoneInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0712 345 678');
    await userEvent.click(pay);
    await waitFor(() => expect(sent).toEqual([{ purpose: 'deposit', phone: '0712 345 678' }]));
    expect(await screen.findByRole('status')).toHaveTextContent(
      paymentsTexts.checkYourPhone({ phone: '2547•••••678' }),
    );
    // While the prompt waits on the phone there is no second Pay.
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).toBeNull();
  });

  it('shows the receipt of a payment', async () => {
    fakeServer({
      ...awaiting,
      state: 'confirmed',
      stateLabel: 'Confirmed',
      paidCents: 19_500_00,
      due: null,
      attempts: [
        {
          id: 'a1',
          purpose: 'deposit',
          amountCents: 19_500_00,
          phone: '2547•••••678',
          status: 'succeeded',
          message: 'Paid.',
          receiptNumber: 1001,
          mpesaReceipt: 'SLK4A7B2C9',
          createdAt: '2026-11-27T09:00:00.000Z',
          settledAt: '2026-11-27T09:00:30.000Z',
        },
      ],
    });
    renderWithProviders(<BookingPayment bookingId="b1" />);
    expect(await screen.findByText(paymentsTexts.receiptTitle({ n: 1001 }))).toBeInTheDocument();
    expect(screen.getByText('SLK4A7B2C9')).toBeInTheDocument();
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Confirmed');
  });
});

describe('BookingPayment: the client’s dispute', () => {
  const completed: Payment = {
    ...awaiting,
    state: 'confirmed',
    stateLabel: 'Confirmed',
    paidCents: 65_000_00,
    balanceCents: 0,
    due: null,
    disputable: true,
  };

  /** GET answers `current`; POST …/dispute answers `answer` (and, when 200, the dispute is open). */
  function disputeServer(answer: { status: number; body: unknown }) {
    const sent: { url: string; body: unknown }[] = [];
    let current = completed;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        const json = (status: number, body: unknown) =>
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if ((init?.method ?? 'GET') === 'GET') return json(200, { data: current });
        sent.push({ url: url.pathname, body: JSON.parse(String(init?.body)) });
        current = { ...current, disputable: false, disputeOpen: answer.status === 200 };
        return json(answer.status, answer.body);
      }),
    );
    return sent;
  }

  it('is hidden when no dispute is possible', async () => {
    fakeServer({ ...completed, disputable: false });
    renderWithProviders(<BookingPayment bookingId="b1" />);
    await screen.findByTestId('payment-state');
    expect(screen.queryByRole('button', { name: paymentsTexts.disputeButton })).not.toBeInTheDocument();
  });

  it('asks for a reason, sends only the reason, and shows the server’s message', async () => {
    const sent = disputeServer({ status: 200, body: { message: paymentsTexts.disputeOpened } });
    renderWithProviders(<BookingPayment bookingId="b1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: paymentsTexts.disputeButton }));
    const dialog = await screen.findByRole('dialog', { name: paymentsTexts.disputeTitle });
    // No reason: refused here, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: paymentsTexts.disputeConfirm }));
    expect(within(dialog).getByLabelText(paymentsTexts.disputeReasonLabel)).toHaveAccessibleDescription(
      paymentsTexts.disputeReasonRequired,
    );
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(paymentsTexts.disputeReasonLabel), '  Half the photos never came. ');
    await user.click(within(dialog).getByRole('button', { name: paymentsTexts.disputeConfirm }));
    await waitFor(() =>
      expect(sent).toEqual([
        { url: '/api/booking-requests/b1/dispute', body: { reason: 'Half the photos never came.' } },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(paymentsTexts.disputeOpened);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: paymentsTexts.disputeButton })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog (the hold ended meanwhile)', async () => {
    disputeServer({ status: 409, body: { message: paymentsTexts.disputeNotOpen, code: 'CONFLICT' } });
    renderWithProviders(<BookingPayment bookingId="b1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: paymentsTexts.disputeButton }));
    const dialog = await screen.findByRole('dialog', { name: paymentsTexts.disputeTitle });
    await user.type(within(dialog).getByLabelText(paymentsTexts.disputeReasonLabel), 'Late.');
    await user.click(within(dialog).getByRole('button', { name: paymentsTexts.disputeConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(paymentsTexts.disputeNotOpen);
  });
});
