import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { inDays } from './booking-requests';
import { aPackage } from './packages';
import { createPortfolio, signUpAs } from './photographers';
import type { TestApp } from './test-app';

/**
 * The ledger's invariants (docs/decisions/0038-mpesa-payments.md), checked after every payments
 * test: every posting, every booking and the whole ledger sum to zero; no booking's client funds
 * go below nothing (more refunded or paid out than received); each successful payment has exactly
 * one posting and no other attempt has any.
 */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const rows = async (q: ReturnType<typeof sql>) => (await db.execute(q)).rows;
  expect(
    await rows(sql`select posting_id from ledger_entries group by posting_id having sum(amount_cents) <> 0`),
  ).toEqual([]);
  expect(
    await rows(
      sql`select booking_request_id from ledger_entries group by booking_request_id having sum(amount_cents) <> 0`,
    ),
  ).toEqual([]);
  const [total] = await rows(sql`select coalesce(sum(amount_cents), 0)::bigint::text as n from ledger_entries`);
  expect(total).toEqual({ n: '0' });
  expect(
    await rows(
      sql`select booking_request_id from ledger_entries where account = 'client_funds' group by booking_request_id having sum(amount_cents) > 0`,
    ),
  ).toEqual([]);
  expect(
    await rows(sql`select a.id from payment_attempts a
      where (a.status = 'succeeded') <> exists (select 1 from ledger_entries e where e.attempt_id = a.id)
         or (select count(distinct posting_id) from ledger_entries e where e.attempt_id = a.id) > 1`),
  ).toEqual([]);
  // What each booking's payment says was paid is what the ledger received for it, less unwanted payments.
  expect(
    await rows(sql`select p.booking_request_id from booking_payments p
      where p.paid_cents <> coalesce((select sum(a.paid_cents) from payment_attempts a
        where a.booking_request_id = p.booking_request_id and a.status = 'succeeded'
          and not exists (select 1 from mpesa_transfers t where t.reason = 'unwanted:' || a.id)), 0)`),
  ).toEqual([]);
}

/** The stand-in's callbacks go to the app in memory (it does not listen in tests). */
export function deliverCallbacksToApp(t: TestApp) {
  const standin = t.app.mpesaStandin!;
  const statuses: number[] = [];
  standin.setDeliver(async (url, body) => {
    const res = await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: body as object });
    statuses.push(res.statusCode);
  });
  return statuses;
}

let dayOffset = 40;
/** A photographer with a KES 65,000 package (`terms` change its payment terms), and a client. */
export async function paymentParties(t: TestApp, terms: Record<string, unknown> = {}) {
  const photographer = await signUpAs(t.app, 'photographer');
  const portfolioId = (await createPortfolio(t.app, photographer.headers))._id;
  const client = await signUpAs(t.app, 'client');
  const stranger = await signUpAs(t.app, 'client');
  const pkg = await t.app.inject({
    method: 'POST',
    url: '/api/photographers/me/packages',
    headers: photographer.headers,
    payload: aPackage({ priceKes: 65_000, ...terms }),
  });
  if (pkg.statusCode !== 201) throw new Error(`package: ${pkg.statusCode} ${pkg.body}`);
  return { photographer, portfolioId, client, stranger, packageId: (pkg.json() as { data: { id: string } }).data.id };
}

/** The client asks for the package `days` ahead and the photographer accepts: the booking's id. */
export async function acceptedBooking(
  t: TestApp,
  parties: Awaited<ReturnType<typeof paymentParties>>,
  days = dayOffset++,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    headers: { ...parties.client.headers, 'x-forwarded-for': `41.70.${dayOffset % 250}.${days % 250}` },
    payload: {
      photographerId: parties.portfolioId,
      packageId: parties.packageId,
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phone: '0712 345 678',
      service: 'Wedding',
      eventDate: inDays(days),
      message: 'Our wedding in Nakuru, about 150 guests.',
    },
  });
  if (res.statusCode !== 201) throw new Error(`inquiry: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { bookingRequest: { id: string } }).bookingRequest.id;
  const answer = await t.app.inject({
    method: 'PATCH',
    url: `/api/booking-requests/${id}`,
    headers: parties.photographer.headers,
    payload: { status: 'accepted' },
  });
  if (answer.statusCode !== 200) throw new Error(`accept: ${answer.statusCode} ${answer.body}`);
  return id;
}
