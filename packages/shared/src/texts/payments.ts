import type source from '../i18n/catalogues/payments.en';
import english from '../i18n/compiled/payments.en';
import { defineArea } from '../i18n/messages';

/** What a payment is for: the deposit that secures the date, or the balance. */
type Purpose = 'deposit' | 'balance';

/** Every language's words for this area; ../i18n/catalogues/payments.en.ts says what each is for. */
export const paymentsMessages = defineArea<typeof source>('payments', english, {
  sw: () => import('../i18n/compiled/payments.sw'),
});

const texts = paymentsMessages.current;

/** A booking's event date as the messages take it: `dated` says whether there is one. */
const onDay = (eventDate: string | null) => ({ dated: eventDate ? 'yes' : 'no', eventDate: eventDate ?? '' });

/** Daraja's ResultCodes a client is told about in words of their own. */
const RESULTS: Readonly<Record<number, keyof typeof texts.results>> = {
  0: 'paid',
  1: 'insufficientFunds',
  1032: 'cancelled',
  1037: 'unreachable',
  2001: 'wrongPin',
  1001: 'busy',
  1019: 'expired',
};

type Filled =
  | 'notifyPaidPhotographer'
  | 'notifyReleasedClient'
  | 'notifyReleasedPhotographer'
  | 'mailReceipt'
  | 'ledgerCsv';

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use. The
 * helpers that put messages together (an attempt's words by its ResultCode, the receipt e-mail's
 * lines, the ledger's header, the messages that name a booking's date when it has one) are here.
 */
export const paymentsTexts: Omit<typeof texts, Filled> & {
  /** What a client reads for an attempt, by Daraja's ResultCode. */
  readonly resultWords: (code: number | null) => string;
  /** The ledger's CSV header row. */
  readonly ledgerCsvHeader: readonly string[];
  /** The receipt e-mail's lines; `vat` only when the studio charges VAT. */
  readonly mailReceiptLines: (r: {
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
  }) => string[];
  readonly notifyPaidPhotographer: (values: {
    client: string;
    purpose: Purpose;
    amount: string;
    service: string;
    eventDate: string | null;
  }) => string;
  readonly notifyReleasedClient: (values: { service: string; eventDate: string | null }) => string;
  readonly notifyReleasedPhotographer: (values: { client: string; eventDate: string | null }) => string;
} = Object.create(texts, {
  resultWords: {
    value: (code: number | null) => texts.results[(code !== null && RESULTS[code]) || 'failed'],
    enumerable: true,
  },
  ledgerCsvHeader: {
    get: () => {
      const c = texts.ledgerCsv;
      return [c.date, c.booking, c.photographer, c.client, c.movement, c.account, c.amount];
    },
    enumerable: true,
  },
  mailReceiptLines: {
    value: (r: Parameters<(typeof paymentsTexts)['mailReceiptLines']>[0]): string[] => {
      const m = texts.mailReceipt;
      return [
        m.greeting({ client: r.client }),
        m.received({ purpose: r.purpose, service: r.service, photographer: r.photographer, ...onDay(r.eventDate) }),
        m.receiptNumber({ n: r.receiptNumber }),
        r.mpesaReceipt ? m.mpesaReceipt({ code: r.mpesaReceipt }) : m.mpesaByQuery,
        m.amountPaid({ amount: r.amount }),
        ...(r.vat ? [m.vat({ percent: r.vat.percent, amount: r.vat.amount })] : []),
        m.paidToDate({ paid: r.paidToDate, price: r.price }),
      ];
    },
    enumerable: true,
  },
  notifyPaidPhotographer: {
    value: ({ eventDate, ...values }: { eventDate: string | null } & Record<string, string>) =>
      texts.notifyPaidPhotographer({ ...values, ...onDay(eventDate) }),
    enumerable: true,
  },
  notifyReleasedClient: {
    value: ({ eventDate, ...values }: { eventDate: string | null } & Record<string, string>) =>
      texts.notifyReleasedClient({ ...values, ...onDay(eventDate) }),
    enumerable: true,
  },
  notifyReleasedPhotographer: {
    value: ({ eventDate, ...values }: { eventDate: string | null } & Record<string, string>) =>
      texts.notifyReleasedPhotographer({ ...values, ...onDay(eventDate) }),
    enumerable: true,
  },
});
