import type { CancellationPolicy } from '../payments';

/** " on 2026-12-05" after a service, or nothing for a booking without a date. */
const onDay = (eventDate: string | null) => (eventDate ? ` on ${eventDate}` : '');
/** What a payment is for: the deposit that secures the date, or the balance. */
type Purpose = 'deposit' | 'balance';

/**
 * Payments by M-Pesa (docs/decisions/0038-mpesa-payments.md): the booking page's payment panel,
 * the package form's terms, and the API's messages.
 */
export const paymentsTexts = {
  depositKindInvalid: 'Choose a percentage or a fixed amount for the deposit.',
  depositPercentInvalid: 'The deposit must be a whole percentage from 1 to 100.',
  depositFixedInvalid: 'The deposit must be a whole number of shillings, at least 1.',
  depositAbovePrice: 'The deposit cannot be more than the price.',
  balanceDueDaysInvalid: 'Enter how many days before the event the balance is due (0 to 365).',
  cancellationPolicyInvalid: 'Choose a cancellation policy.',
  policyLabels: {
    flexible: 'Flexible: full refund until 7 days before the event, none after',
    moderate: 'Moderate: full refund until 14 days before, half until 7, none after',
    strict: 'Strict: half refunded until 30 days before the event, none after',
  } satisfies Record<CancellationPolicy, string>,
  phoneInvalid: 'Enter a Safaricom number such as 0712 345 678, 0112 345 678 or +254 712 345 678.',
  purposeInvalid: 'Choose whether you are paying the deposit or the balance.',
  nothingToPay: 'There is nothing to pay on this booking now.',
  notYourBooking: 'Only the client of this booking can pay for it.',
  attemptPending: 'A payment request is already on its way to your phone. Complete or cancel it there, then try again.',
  depositDeadlinePassed: 'The time to pay the deposit has passed and the date was released.',
  mpesaUnavailable: 'M-Pesa did not take the request. Please try again in a minute.',
  checkYourPhone: (phone: string) => `Check your phone (${phone}): enter your M-Pesa PIN to pay.`,
  stateLabels: {
    awaiting_deposit: 'Awaiting deposit',
    confirmed: 'Confirmed',
    paid: 'Paid in full',
    released: 'Released: deposit not paid',
    cancelled: 'Cancelled',
  },
  /** What a client reads for a failed attempt, by Daraja's ResultCode. */
  resultWords: (code: number | null): string => {
    switch (code) {
      case 0:
        return 'Paid.';
      case 1:
        return 'Your M-Pesa balance was not enough for this payment.';
      case 1032:
        return 'You cancelled the request on your phone.';
      case 1037:
        return 'Your phone could not be reached. Check that it is on and has signal, then try again.';
      case 2001:
        return 'The M-Pesa PIN was wrong.';
      case 1001:
        return 'Another M-Pesa payment is in progress on your phone. Finish it, then try again.';
      case 1019:
        return 'The request expired before it was answered.';
      default:
        return 'M-Pesa could not complete the payment.';
    }
  },
  unknownOutcome:
    'We could not confirm this payment with M-Pesa yet. The studio is checking it; you will not be charged twice.',
  panelTitle: 'Payment',
  depositKindLabel: 'Deposit to secure a booking',
  depositPercentOption: 'A percentage of the price',
  depositFixedOption: 'A fixed amount (KES)',
  depositValueLabel: 'Deposit (percent or KES)',
  balanceDueDaysLabel: 'Balance due, days before the event',
  cancellationPolicyLabel: 'Cancellation policy',
  priceLine: (price: string, deposit: string, paid: string) =>
    `Price ${price}, deposit ${deposit}. Paid so far: ${paid}.`,
  refundedLine: (refunded: string) => `Refunded: ${refunded}.`,
  depositDueBy: (when: string) => `Pay the deposit by ${when} to secure your date; after that the date is released.`,
  balanceDueBy: (amount: string, day: string) => `The balance of ${amount} is due by ${day}.`,
  phoneLabel: 'M-Pesa phone number',
  phoneHint: 'You will get a prompt on this phone to enter your M-Pesa PIN.',
  payButton: (purpose: Purpose, amount: string) =>
    purpose === 'deposit' ? `Pay deposit ${amount} with M-Pesa` : `Pay balance ${amount} with M-Pesa`,
  purposeDeposit: 'Deposit',
  purposeBalance: 'Balance',
  receiptPurpose: 'For',
  receiptAmount: 'Amount',
  receiptMpesaCode: 'M-Pesa receipt',
  receiptByQuery: 'Confirmed by status query',
  receiptPaidAt: 'Paid',
  receiptPhone: 'From',
  disputeReasonRequired: 'Say what went wrong (1 to 1000 characters).',
  disputeNotOpen: 'A dispute can be opened only while the photographer’s payout is on hold after the booking.',
  disputeOpened: 'Your dispute is with the studio. The photographer is not paid until the studio decides.',
  resolveInvalid: 'Choose release, or a refund of at most what the booking holds.',
  resolveNothingOpen: 'This booking has no open dispute.',
  ledgerCsvHeader: ['Date', 'Booking', 'Photographer', 'Client', 'Movement', 'Account', 'Amount (KES)'] as const,
  completeUnpaid: 'This booking cannot be completed: its deposit was never paid.',
  viewBooking: 'View your booking',
  receiptNotFound: 'Receipt not found.',
  /** The remarks sent with a B2C transfer (M-Pesa shows them in its records). */
  b2cRemarks: { refund: 'Booking refund', payout: 'Booking payout' },
  receiptTitle: (n: number) => `Receipt ${n}`,
  mailReceiptSubject: (n: number) => `Your payment receipt ${n}`,
  notifyPaidClientTitle: 'Payment received',
  notifyPaidPhotographerTitle: 'Booking confirmed: deposit paid',
  notifyReleasedTitle: 'Date released: deposit not paid',
  notifyBalanceReminderTitle: 'Balance due soon',
  notifyRefundTitle: 'Refund sent',
  notifyPayoutTitle: 'Payout sent',
  notifyDisputeTitle: 'Dispute opened',
  /** The receipt e-mail's lines; `vat` only when the studio charges VAT. */
  mailReceiptLines: (r: {
    client: string;
    purpose: Purpose;
    service: string;
    photographer: string;
    eventDate: string | null;
    receiptNumber: number;
    mpesaReceipt: string | null;
    amount: string;
    vat: { percent: number; amount: string } | null;
    paidToDate: string;
    price: string;
  }): string[] => [
    `Hello ${r.client},`,
    `We received your ${r.purpose} for ${r.service} with ${r.photographer}${onDay(r.eventDate)}.`,
    `Receipt number: ${r.receiptNumber}`,
    `M-Pesa receipt: ${r.mpesaReceipt ?? 'confirmed by status query'}`,
    `Amount paid: ${r.amount}`,
    ...(r.vat ? [`Of which VAT (${r.vat.percent} %): ${r.vat.amount}`] : []),
    `Paid to date: ${r.paidToDate} of ${r.price}`,
  ],
  /** Notifications' bodies (docs/decisions/0038-mpesa-payments.md), the client's then the photographer's. */
  notifyPaidClient: (purpose: Purpose, amount: string, receiptNumber: number) =>
    `We received your ${purpose} of ${amount} (receipt ${receiptNumber}). Your booking is confirmed.`,
  notifyPaidPhotographer: (
    client: string,
    purpose: Purpose,
    amount: string,
    service: string,
    eventDate: string | null,
  ) => `${client} paid the ${purpose} of ${amount} for ${service}${onDay(eventDate)}. The booking is confirmed.`,
  notifyUnwantedClient: (amount: string) =>
    `We received ${amount} that this booking no longer needed; it is being refunded to your M-Pesa.`,
  notifyUnwantedPhotographer: (client: string, amount: string) =>
    `${client}'s payment of ${amount} came when the booking no longer needed it; it is refunded.`,
  notifyRefundClient: (amount: string, phone: string) => `${amount} was refunded to your M-Pesa (${phone}).`,
  notifyRefundPhotographer: (client: string, amount: string) => `${client} was refunded ${amount}.`,
  notifyPayoutClient: (service: string) => `The photographer was paid for ${service}.`,
  notifyPayoutPhotographer: (amount: string, phone: string, commission: string) =>
    `${amount} was paid out to your M-Pesa (${phone}), after the studio's commission of ${commission}.`,
  notifyReleasedClient: (service: string, eventDate: string | null) =>
    `The deposit for ${service}${onDay(eventDate)} was not paid in time, so the date was released.`,
  notifyReleasedPhotographer: (client: string, eventDate: string | null) =>
    `${client} did not pay the deposit in time: ${eventDate ?? 'the date'} is free again.`,
  notifyBalanceReminderClient: (amount: string, service: string, dueDay: string | null) =>
    `The balance of ${amount} for ${service} is due by ${dueDay}. Pay it from your booking.`,
  notifyBalanceReminderPhotographer: (client: string, amount: string, dueDay: string | null) =>
    `${client}'s balance of ${amount} is due by ${dueDay}; we reminded them.`,
  notifyDisputePhotographer: (client: string, service: string) =>
    `${client} opened a dispute about ${service}; your payout waits for the studio's decision.`,
  /** A package's payment terms, on the public profile and the inquiry form. */
  termsTitle: 'Payment terms',
  termsDeposit: (kind: 'percent' | 'fixed', value: number, amount: string) =>
    kind === 'percent'
      ? `Deposit ${value} % (${amount}) by M-Pesa to secure the date`
      : `Deposit ${amount} by M-Pesa to secure the date`,
  termsBalance: (days: number) =>
    days === 0
      ? 'Balance due on the day of the event'
      : `Balance due ${days} ${days === 1 ? 'day' : 'days'} before the event`,
  /** A refund's or payout's state (M-Pesa B2C). */
  transferStatusLabels: { queued: 'Queued', sent: 'Sent to M-Pesa', succeeded: 'Paid', failed: 'Failed' } as Record<
    string,
    string
  >,
  /** The client's dispute, on a completed booking during the payout hold. */
  disputeButton: 'Report a problem with this booking',
  disputeTitle: 'Report a problem to the studio',
  disputeIntro:
    'Tell the studio what went wrong. The photographer is not paid until the studio has looked at it and decided.',
  disputeReasonLabel: 'What went wrong',
  disputeConfirm: 'Send to the studio',
  disputeCancel: 'Cancel',
  disputeFailure: 'The dispute could not be sent. Please try again.',
  disputeOpenLine: 'You reported a problem; the studio is deciding. The photographer is not paid meanwhile.',
  /** The studio console's Payments page (docs/decisions/0038-mpesa-payments.md). */
  console: {
    nav: 'Payments',
    title: 'Payments',
    intro:
      'Money by M-Pesa: each booking’s payment, disputes waiting for a decision, prompts whose outcome M-Pesa never told us, refunds and payouts.',
    ledgerCsv: 'Download the ledger (CSV)',
    booking: (client: string, photographer: string) => `${client} → ${photographer}`,
    bookingRef: (id: string) => `Booking ${id.slice(0, 8)}`,
    disputesTitle: 'Disputes waiting for a decision',
    disputesEmpty: 'No dispute is waiting for a decision.',
    disputeReason: 'The client says',
    held: 'Held for the booking',
    decisionLabel: 'Decision',
    decisionRelease: 'Release the payout to the photographer',
    decisionRefund: 'Refund the client',
    refundAmountLabel: 'Refund (KES, whole shillings)',
    refundAmountHint: (max: string) =>
      `At most ${max}, what the booking holds. The payout pays what remains, less the commission.`,
    decide: 'Decide',
    confirmRelease: (booking: string) => `Release the payout for ${booking}?`,
    confirmRefund: (amount: string, booking: string) => `Refund ${amount} to the client of ${booking}?`,
    confirmDetail: 'M-Pesa sends the money and the dispute is closed. This cannot be undone.',
    confirmButton: 'Yes, decide',
    resolved: 'Decision recorded.',
    paymentsTitle: 'Payments per booking',
    paymentsEmpty: 'No booking has a payment yet.',
    price: 'Price',
    paid: 'Paid',
    payoutAfter: 'Payout after',
    disputeResolved: 'Dispute decided',
    unknownTitle: 'Attempts stuck in “unknown”',
    unknownIntro: 'M-Pesa never told us how these prompts ended. Check them on the M-Pesa portal.',
    unknownEmpty: 'No attempt is stuck: M-Pesa answered every prompt.',
    amount: 'Amount',
    phone: 'Phone',
    requestedAt: 'Asked',
    transfersTitle: 'Refunds and payouts',
    transfersEmpty: 'No refund or payout yet.',
    commission: 'Commission',
    kindLabels: { refund: 'Refund', payout: 'Payout' },
    date: 'Date',
  },
  /** The photographer's Earnings page in the dashboard. */
  earnings: {
    nav: 'Earnings',
    title: 'Earnings',
    intro:
      'What clients paid for your bookings by M-Pesa, the studio’s commission and what was paid out to your M-Pesa number.',
    totalsLabel: 'Totals',
    paidTotal: 'Paid by clients',
    refundedTotal: 'Refunded to clients',
    commissionTotal: 'Studio commission',
    paidOutTotal: 'Paid out to you',
    heldTotal: 'Held for your bookings (paid out after the event, less commission)',
    bookingsTitle: 'Bookings',
    bookingsEmpty: 'No client has paid for a booking by M-Pesa yet.',
    payoutsTitle: 'Payouts',
    payoutsEmpty: 'No payout yet. A payout is sent a few days after a booking is completed.',
    payoutAfter: (day: string) => `Payout after ${day}`,
    paid: 'Paid by the client',
    refunded: 'Refunded',
    commission: 'Commission',
    paidOut: 'Paid out',
    held: 'Held',
    payoutAmount: 'Amount',
    payoutDate: 'Date',
    disputeOpen: 'On hold: the client reported a problem',
    noEventDate: 'No event date',
    loadFailure: 'Your earnings could not be loaded. Please try again.',
  },
} as const;
