import type { CancellationPolicy } from '../../payments';

/**
 * Payments by M-Pesa (docs/decisions/0038-mpesa-payments.md): the booking page's payment panel,
 * the package form's terms, and the API's messages. Amounts, phones and days (`amount`, `phone`,
 * `day`) come formatted by the caller. `purpose` is `deposit` or `balance`; `dated` is `yes` when
 * the booking has an `eventDate` (" on 2026-12-05" after the service) and `no` when it has none.
 */
export default {
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
  /** `phone`: the number prompted, masked. */
  checkYourPhone: 'Check your phone ({phone}): enter your M-Pesa PIN to pay.',
  stateLabels: {
    awaiting_deposit: 'Awaiting deposit',
    confirmed: 'Confirmed',
    paid: 'Paid in full',
    released: 'Released: deposit not paid',
    cancelled: 'Cancelled',
  },
  /** What a client reads for an attempt, by Daraja's ResultCode (`resultWords` in ../../texts/payments.ts picks one). */
  results: {
    /** 0 */
    paid: 'Paid.',
    /** 1 */
    insufficientFunds: 'Your M-Pesa balance was not enough for this payment.',
    /** 1032 */
    cancelled: 'You cancelled the request on your phone.',
    /** 1037 */
    unreachable: 'Your phone could not be reached. Check that it is on and has signal, then try again.',
    /** 2001 */
    wrongPin: 'The M-Pesa PIN was wrong.',
    /** 1001 */
    busy: 'Another M-Pesa payment is in progress on your phone. Finish it, then try again.',
    /** 1019 */
    expired: 'The request expired before it was answered.',
    /** Any other code. */
    failed: 'M-Pesa could not complete the payment.',
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
  priceLine: 'Price {price}, deposit {deposit}. Paid so far: {paid}.',
  refundedLine: 'Refunded: {refunded}.',
  /** `when`: the deadline, formatted. */
  depositDueBy: 'Pay the deposit by {when} to secure your date; after that the date is released.',
  balanceDueBy: 'The balance of {amount} is due by {day}.',
  phoneLabel: 'M-Pesa phone number',
  phoneHint: 'You will get a prompt on this phone to enter your M-Pesa PIN.',
  payButton: '{purpose, select, deposit {Pay deposit {amount} with M-Pesa} other {Pay balance {amount} with M-Pesa}}',
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
  /** The ledger's CSV columns, in order. */
  ledgerCsv: {
    date: 'Date',
    booking: 'Booking',
    photographer: 'Photographer',
    client: 'Client',
    movement: 'Movement',
    account: 'Account',
    amount: 'Amount (KES)',
  },
  completeUnpaid: 'This booking cannot be completed: its deposit was never paid.',
  viewBooking: 'View your booking',
  receiptNotFound: 'Receipt not found.',
  /** The remarks sent with a B2C transfer (M-Pesa shows them in its records). */
  b2cRemarks: { refund: 'Booking refund', payout: 'Booking payout' },
  /** `n`: the receipt's number. */
  receiptTitle: 'Receipt {n}',
  mailReceiptSubject: 'Your payment receipt {n}',
  notifyPaidClientTitle: 'Payment received',
  notifyPaidPhotographerTitle: 'Booking confirmed: deposit paid',
  notifyReleasedTitle: 'Date released: deposit not paid',
  notifyBalanceReminderTitle: 'Balance due soon',
  notifyRefundTitle: 'Refund sent',
  notifyPayoutTitle: 'Payout sent',
  notifyDisputeTitle: 'Dispute opened',
  /** The receipt e-mail's lines (`mailReceiptLines` in ../../texts/payments.ts puts them together); `vat` only when the studio charges VAT. */
  mailReceipt: {
    greeting: 'Hello {client},',
    received:
      'We received your {purpose, select, deposit {deposit} other {balance}} for {service} with {photographer}{dated, select, yes { on {eventDate}} other {}}.',
    receiptNumber: 'Receipt number: {n}',
    mpesaReceipt: 'M-Pesa receipt: {code}',
    mpesaByQuery: 'M-Pesa receipt: confirmed by status query',
    amountPaid: 'Amount paid: {amount}',
    vat: 'Of which VAT ({percent} %): {amount}',
    paidToDate: 'Paid to date: {paid} of {price}',
  },
  /** Notifications' bodies (docs/decisions/0038-mpesa-payments.md), the client's then the photographer's. */
  notifyPaidClient:
    'We received your {purpose, select, deposit {deposit} other {balance}} of {amount} (receipt {receiptNumber}). Your booking is confirmed.',
  notifyPaidPhotographer:
    '{client} paid the {purpose, select, deposit {deposit} other {balance}} of {amount} for {service}{dated, select, yes { on {eventDate}} other {}}. The booking is confirmed.',
  notifyUnwantedClient: 'We received {amount} that this booking no longer needed; it is being refunded to your M-Pesa.',
  notifyUnwantedPhotographer:
    "{client}'s payment of {amount} came when the booking no longer needed it; it is refunded.",
  notifyRefundClient: '{amount} was refunded to your M-Pesa ({phone}).',
  notifyRefundPhotographer: '{client} was refunded {amount}.',
  notifyPayoutClient: 'The photographer was paid for {service}.',
  notifyPayoutPhotographer:
    "{amount} was paid out to your M-Pesa ({phone}), after the studio's commission of {commission}.",
  notifyReleasedClient:
    'The deposit for {service}{dated, select, yes { on {eventDate}} other {}} was not paid in time, so the date was released.',
  notifyReleasedPhotographer:
    '{client} did not pay the deposit in time: {dated, select, yes {{eventDate}} other {the date}} is free again.',
  notifyBalanceReminderClient: 'The balance of {amount} for {service} is due by {dueDay}. Pay it from your booking.',
  notifyBalanceReminderPhotographer: "{client}'s balance of {amount} is due by {dueDay}; we reminded them.",
  notifyDisputePhotographer: "{client} opened a dispute about {service}; your payout waits for the studio's decision.",
  /** A package's payment terms, on the public profile and the inquiry form. */
  termsTitle: 'Payment terms',
  /** `kind`: `percent` (with `value`, the percentage) or `fixed`; `amount`: the deposit in KES. */
  termsDeposit:
    '{kind, select, percent {Deposit {value} % ({amount}) by M-Pesa to secure the date} other {Deposit {amount} by M-Pesa to secure the date}}',
  termsBalance:
    '{days, plural, =0 {Balance due on the day of the event} one {Balance due # day before the event} other {Balance due # days before the event}}',
  /** A refund's or payout's state (M-Pesa B2C). */
  transferStatusLabels: {
    queued: 'Queued',
    sent: 'Sent to M-Pesa',
    succeeded: 'Paid',
    failed: 'Failed',
  } as Readonly<Record<string, string>>,
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
    booking: '{client} → {photographer}',
    /** `ref`: the booking id's first 8 characters. */
    bookingRef: 'Booking {ref}',
    disputesTitle: 'Disputes waiting for a decision',
    disputesEmpty: 'No dispute is waiting for a decision.',
    disputeReason: 'The client says',
    held: 'Held for the booking',
    decisionLabel: 'Decision',
    decisionRelease: 'Release the payout to the photographer',
    decisionRefund: 'Refund the client',
    refundAmountLabel: 'Refund (KES, whole shillings)',
    refundAmountHint: 'At most {max}, what the booking holds. The payout pays what remains, less the commission.',
    decide: 'Decide',
    confirmRelease: 'Release the payout for {booking}?',
    confirmRefund: 'Refund {amount} to the client of {booking}?',
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
    payoutAfter: 'Payout after {day}',
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
