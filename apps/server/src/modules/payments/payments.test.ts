import { paymentsTexts } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inDays, ipSequence } from '../../../test/booking-requests';
import { acceptedBooking, deliverCallbacksToApp, expectLedgerBalanced, paymentParties } from '../../../test/payments';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { chooseLanguage } from '../../../test/photographers';

const PHONE = '0712 345 678';
const MSISDN = '254712345678';
const DEPOSIT = 19_500_00; // 30 % of KES 65,000, in cents
/** Each payment from its own address: the per-address limit is not what these tests are about. */
const nextIp = ipSequence('41.80');

/** Payments by M-Pesa end to end through the stand-in (docs/decisions/0038-mpesa-payments.md). */
describe('payments: deposits, callbacks, reconciler, refunds, payouts', () => {
  let t: TestApp;
  let statuses: number[];

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '100000',
      INQUIRY_RATE_LIMIT_PER_IP: '100000',
      MPESA_QUERY_DELAY_SECONDS: '0.3',
      MPESA_QUERY_LIMIT: '3',
    });
    statuses = deliverCallbacksToApp(t);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
    // No callback ever got a 5xx.
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });

  const standin = () => t.app.mpesaStandin!;
  const payment = async (id: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/booking-requests/${id}/payment`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const pay = (id: string, headers: Record<string, string>, body: object = { purpose: 'deposit', phone: PHONE }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/payments`,
      headers: { ...headers, 'x-forwarded-for': nextIp() },
      payload: body,
    });
  const count = async (q: ReturnType<typeof sql>) =>
    Number(((await t.db.execute(q)).rows[0] as { n: string | number }).n);
  const postingsOf = (id: string) =>
    count(sql`select count(distinct posting_id) as n from ledger_entries where booking_request_id = ${id}`);
  const statusOf = async (id: string) =>
    ((await t.db.execute(sql`select status from booking_requests where id = ${id}`)).rows[0] as { status: string })
      .status;

  it('packages carry payment terms with defaults, and refuse terms that make no sense', async () => {
    const p = await paymentParties(t);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/photographers/me/packages',
      headers: p.photographer.headers,
    });
    expect(list.json().data[0]).toMatchObject({
      depositKind: 'percent',
      depositValue: 30,
      balanceDueDays: 7,
      cancellationPolicy: 'moderate',
    });
    const bad = async (terms: object, field: string, message: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/photographers/me/packages',
        headers: p.photographer.headers,
        payload: { title: 'Portraits', priceKes: 10_000, durationValue: 2, durationUnit: 'hours', ...terms },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    };
    await bad({ depositKind: 'percent', depositValue: 101 }, 'depositValue', paymentsTexts.depositPercentInvalid);
    await bad({ depositKind: 'fixed', depositValue: 10_001 }, 'depositValue', paymentsTexts.depositAbovePrice);
    await bad({ depositValue: 2.5 }, 'depositValue', paymentsTexts.depositFixedInvalid);
    await bad({ cancellationPolicy: 'whenever' }, 'cancellationPolicy', paymentsTexts.cancellationPolicyInvalid);
    await bad({ balanceDueDays: -1 }, 'balanceDueDays', paymentsTexts.balanceDueDaysInvalid);
  });

  it('accepting opens the deposit; the client pays by STK push; the callback confirms, with a receipt', async () => {
    const p = await paymentParties(t);
    const id = await acceptedBooking(t, p);
    const before = await payment(id, p.client.headers);
    expect(before).toMatchObject({ state: 'awaiting_deposit', depositCents: DEPOSIT, priceCents: 65_000_00 });
    expect(before.due).toEqual({ purpose: 'deposit', amountCents: DEPOSIT });
    // The photographer sees it too, without anything to pay.
    expect((await payment(id, p.photographer.headers)).due).toBeNull();

    standin().script(MSISDN, { resultCode: 0 });
    // An amount from the browser is ignored (not even accepted by the schema's strip).
    const res = await pay(id, p.client.headers, { purpose: 'deposit', phone: PHONE, amountCents: 100 });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().message).toBe(paymentsTexts.checkYourPhone({ phone: '2547•••••678' }));
    expect(standin().prompts().at(-1)).toMatchObject({ phone: MSISDN, amount: 19_500 });

    await eventually(async () => expect((await payment(id, p.client.headers)).state).toBe('confirmed'));
    const after = await payment(id, p.client.headers);
    expect(after).toMatchObject({ paidCents: DEPOSIT, balanceCents: 65_000_00 - DEPOSIT });
    expect(after.due).toEqual({ purpose: 'balance', amountCents: 65_000_00 - DEPOSIT });
    const receiptNumber = after.attempts[0].receiptNumber as number;
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/booking-requests/${id}/receipts/${receiptNumber}`,
      headers: p.photographer.headers,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data).toMatchObject({ amountCents: DEPOSIT, payerPhone: '2547•••••678', purpose: 'deposit' });
    expect(receipt.json().data.mpesaReceipt).toMatch(/^[A-Z0-9]{10}$/);
    await eventually(() =>
      // To the client's account, whatever address the inquiry gave.
      expect(
        t.mailer.sent.some(
          (m) => m.subject === paymentsTexts.mailReceiptSubject({ n: receiptNumber }) && m.to === p.client.email,
        ),
      ).toBe(true),
    );
    expect(await postingsOf(id)).toBe(1);
    // Someone else's booking: as if it did not exist.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/booking-requests/${id}/payment`, headers: p.stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect((await pay(id, p.stranger.headers)).statusCode).toBe(404);
    expect((await pay(id, p.photographer.headers)).statusCode).toBe(403);
    // The deposit is paid: nothing more to pay as a deposit.
    expect((await pay(id, p.client.headers)).statusCode).toBe(409);
    const audit = await count(
      sql`select count(*) as n from audit_log where target_id = ${id} and action like 'payment.%'`,
    );
    expect(audit).toBeGreaterThanOrEqual(3);
    const logged = await t.db.execute(sql`select after::text from audit_log where target_id = ${id}`);
    expect(JSON.stringify(logged.rows)).not.toContain(MSISDN);
  });

  it('a client who reads Kiswahili gets the receipt and the payment notice in Kiswahili; the English photographer in English', async () => {
    const p = await paymentParties(t);
    await chooseLanguage(t.app, p.client.headers, 'sw');
    const id = await acceptedBooking(t, p);
    standin().script(MSISDN, { resultCode: 0 });
    // The client pays from an English page: what reaches them is still in their account's language.
    const res = await pay(id, { ...p.client.headers, 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(202);
    await eventually(async () => expect((await payment(id, p.client.headers)).state).toBe('confirmed'));
    const receiptNumber = (await payment(id, p.client.headers)).attempts[0].receiptNumber as number;
    await eventually(() =>
      expect(
        t.mailer.sent.some((m) => m.to === p.client.email && m.subject === `Risiti yako ya malipo ${receiptNumber}`),
      ).toBe(true),
    );
    const mail = t.mailer.sent.find((m) => m.to === p.client.email && m.subject.startsWith('Risiti'))!;
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}/sw/dashboard/Messages?request=${id}`);
    expect(mail.text).toContain('Angalia booking yako');
    const notices = async (userId: string) =>
      (
        await t.db.execute(
          sql`select title, body from notifications where user_id = ${userId} and booking_request_id = ${id} and kind = 'payment'`,
        )
      ).rows as { title: string; body: string }[];
    expect((await notices(p.client.id)).map((n) => n.title)).toEqual([
      'Booking imethibitishwa: malipo ya awali yamelipwa',
    ]);
    expect(await notices(p.photographer.id)).toEqual([
      {
        title: 'Booking confirmed: deposit paid',
        body: expect.stringMatching(
          /^Wanjiru Kamau paid the deposit of .+ for Wedding on .+\. The booking is confirmed\.$/,
        ),
      },
    ]);
  });

  it('refuses a phone that is not a Kenyan mobile number, with the reason, and asks nothing of M-Pesa', async () => {
    const p = await paymentParties(t);
    const id = await acceptedBooking(t, p);
    const prompts = standin().prompts().length;
    for (const phone of ['0812 345 678', '+255712345678', '07123', 'zero seven', '']) {
      const res = await pay(id, p.client.headers, { purpose: 'deposit', phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().errors.phone).toContain(paymentsTexts.phoneInvalid);
    }
    expect((await pay(id, p.client.headers, { purpose: 'everything', phone: PHONE })).statusCode).toBe(400);
    expect((await pay(id, p.client.headers, { purpose: 'balance', phone: PHONE })).statusCode).toBe(409);
    expect(standin().prompts().length).toBe(prompts);
  });

  it('a double click on Pay sends one prompt: the second is refused while the first is pending', async () => {
    const p = await paymentParties(t);
    const id = await acceptedBooking(t, p);
    standin().script('254711000001', { resultCode: 0, delayMs: 400 });
    const [a, b] = await Promise.all([
      pay(id, p.client.headers, { purpose: 'deposit', phone: '0711 000 001' }),
      pay(id, p.client.headers, { purpose: 'deposit', phone: '0711 000 001' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(paymentsTexts.attemptPending);
    expect(
      standin()
        .prompts()
        .filter((x) => x.phone === '254711000001'),
    ).toHaveLength(1);
    await eventually(async () => expect((await payment(id, p.client.headers)).state).toBe('confirmed'));
    expect(await postingsOf(id)).toBe(1);
  });

  it('a duplicated callback changes nothing twice: one payment, one ledger posting, both bodies stored raw', async () => {
    const p = await paymentParties(t);
    const id = await acceptedBooking(t, p);
    standin().script('254711000002', { resultCode: 0, fault: 'duplicate' });
    expect((await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000002' })).statusCode).toBe(202);
    const checkout = standin().prompts().at(-1)!.checkoutRequestId;
    await eventually(async () =>
      expect(
        await count(sql`select count(*) as n from mpesa_callbacks where reference = ${checkout} and kind = 'stk'`),
      ).toBe(2),
    );
    const state = await payment(id, p.client.headers);
    expect(state).toMatchObject({ state: 'confirmed', paidCents: DEPOSIT });
    expect(await postingsOf(id)).toBe(1);
  });

  it('two processes applying the same callback at once: one payment', async () => {
    const p = await paymentParties(t);
    const id = await acceptedBooking(t, p);
    standin().script('254711000003', { resultCode: 0, fault: 'dropped' });
    expect((await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000003' })).statusCode).toBe(202);
    const prompt = standin().prompts().at(-1)!;
    await eventually(() => expect(prompt.resultCode).toBe(0));
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 19_500 },
              { Name: 'MpesaReceiptNumber', Value: 'SLK1234567' },
              { Name: 'PhoneNumber', Value: 254711000003 },
            ],
          },
        },
      },
    };
    // The same body 6 times at once, each applied on its own connection, as several server
    // processes would (the stand-in dropped its own delivery).
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.app.payments.stkCallback(callbackToken(), JSON.stringify(body))),
    );
    expect(results.every(Boolean)).toBe(true);
    expect(
      await count(sql`select count(*) as n from mpesa_callbacks where reference = ${prompt.checkoutRequestId}`),
    ).toBeGreaterThanOrEqual(6);
    expect(await payment(id, p.client.headers)).toMatchObject({ state: 'confirmed', paidCents: DEPOSIT });
    expect(await postingsOf(id)).toBe(1);
  });

  it('a dropped callback is settled by the status query; a late one then changes nothing', async () => {
    const p = await paymentParties(t);
    const dropped = await acceptedBooking(t, p);
    standin().script('254711000004', { resultCode: 0, fault: 'dropped' });
    expect((await pay(dropped, p.client.headers, { purpose: 'deposit', phone: '0711000004' })).statusCode).toBe(202);
    await eventually(async () => expect((await payment(dropped, p.client.headers)).state).toBe('confirmed'), 8000);
    expect(await postingsOf(dropped)).toBe(1);

    const late = await acceptedBooking(t, p);
    standin().script('254711000005', { resultCode: 0, fault: 'late' });
    expect((await pay(late, p.client.headers, { purpose: 'deposit', phone: '0711000005' })).statusCode).toBe(202);
    const checkout = standin().prompts().at(-1)!.checkoutRequestId;
    await eventually(
      async () =>
        expect(
          await count(sql`select count(*) as n from mpesa_callbacks where reference = ${checkout} and kind = 'stk'`),
        ).toBe(1),
      8000,
    );
    // The body is stored before it is applied: the payment shows once both are done.
    await eventually(async () =>
      expect(await payment(late, p.client.headers)).toMatchObject({ state: 'confirmed', paidCents: DEPOSIT }),
    );
    expect(await postingsOf(late)).toBe(1);
  });

  it('"being processed" is pending, not failed; after the query limit the attempt is "unknown"', async () => {
    const p = await paymentParties(t);
    const id = await acceptedBooking(t, p);
    // No script: the prompt waits on the phone, unanswered.
    standin().script('254711000006', null);
    expect((await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000006' })).statusCode).toBe(202);
    await eventually(
      async () => expect((await payment(id, p.client.headers)).attempts[0].status).toBe('unknown'),
      10_000,
    );
    const state = await payment(id, p.client.headers);
    expect(state.attempts[0].message).toBe(paymentsTexts.unknownOutcome);
    expect(state.state).toBe('awaiting_deposit');
    // The phone answers after all: the late success is recorded once.
    standin().press(standin().prompts().at(-1)!.checkoutRequestId, 0);
    await eventually(async () => expect((await payment(id, p.client.headers)).state).toBe('confirmed'));
    expect(await postingsOf(id)).toBe(1);
  });

  it('a cancelled prompt (1032) says so in words; the client retries and pays', async () => {
    const p = await paymentParties(t);
    const id = await acceptedBooking(t, p);
    standin().script('254711000007', { resultCode: 1032 });
    expect((await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000007' })).statusCode).toBe(202);
    await eventually(async () => expect((await payment(id, p.client.headers)).attempts[0].status).toBe('failed'));
    expect((await payment(id, p.client.headers)).attempts[0].message).toBe(paymentsTexts.resultWords(1032));
    for (const code of [1, 1037, 2001, 1001, 1019])
      expect(paymentsTexts.resultWords(code)).not.toBe(paymentsTexts.resultWords(9999));
    standin().script('254711000007', { resultCode: 0 });
    expect((await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000007' })).statusCode).toBe(202);
    await eventually(async () => expect((await payment(id, p.client.headers)).state).toBe('confirmed'));
    expect(await postingsOf(id)).toBe(1);
  });

  it('a success for the wrong amount is recorded and refunded in full, and the booking still awaits its deposit', async () => {
    const p = await paymentParties(t);
    const id = await acceptedBooking(t, p);
    standin().script('254711000008', { resultCode: 0, fault: 'wrong-amount' });
    expect((await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000008' })).statusCode).toBe(202);
    await eventually(async () =>
      expect(
        await count(
          sql`select count(*) as n from mpesa_transfers where booking_request_id = ${id} and status = 'succeeded'`,
        ),
      ).toBe(1),
    );
    const state = await payment(id, p.client.headers);
    expect(state).toMatchObject({ state: 'awaiting_deposit', paidCents: 0, refundedCents: DEPOSIT - 100 });
    expect(
      await count(
        sql`select coalesce(sum(amount_cents), 0) as n from ledger_entries where booking_request_id = ${id} and account = 'client_funds'`,
      ),
    ).toBe(0);
  });

  it('an access token that expired is fetched again, and the payment goes through', async () => {
    const p = await paymentParties(t);
    const id = await acceptedBooking(t, p);
    standin().script('254711000009', { resultCode: 0 });
    standin().expireTokens();
    expect((await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000009' })).statusCode).toBe(202);
    await eventually(async () => expect((await payment(id, p.client.headers)).state).toBe('confirmed'));
  });

  it('a callback to the wrong token is refused and stored nowhere', async () => {
    const before = await count(sql`select count(*) as n from mpesa_callbacks`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mpesa/not-the-token-at-all-xxxxxxxx/stk',
      payload: { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0 } } },
    });
    expect(res.statusCode).toBe(404);
    expect(await count(sql`select count(*) as n from mpesa_callbacks`)).toBe(before);
    // Not JSON at all, to the right token: stored raw, answered, nothing applied.
    expect(await t.app.payments.stkCallback(callbackToken(), 'not json')).toBe(true);
    await expect(t.db.execute(sql`delete from mpesa_callbacks`)).rejects.toThrow();
  });

  it('an unpaid deposit past its deadline releases the date; a payment after that is recorded and refunded', async () => {
    const p = await paymentParties(t);
    const days = 200;
    const id = await acceptedBooking(t, p, days);
    standin().script('254711000010', { resultCode: 0, delayMs: 60_000 });
    expect((await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000010' })).statusCode).toBe(202);
    const later = new Date(Date.now() + 25 * 3_600_000);
    // A prompt still pending holds the release back.
    await t.app.payments.sweep(later);
    expect(await statusOf(id)).toBe('accepted');
    // The prompt goes unknown (no answer), then the sweep releases.
    await t.db.execute(sql`update payment_attempts set status = 'unknown' where booking_request_id = ${id}`);
    await t.app.payments.sweep(later);
    expect(await statusOf(id)).toBe('expired');
    expect((await payment(id, p.client.headers)).state).toBe('released');
    // The date is free again: another client's request for it can be accepted.
    const again = await acceptedBooking(t, p, days);
    expect(await statusOf(again)).toBe('accepted');
    // The phone answers now: recorded, refunded, never lost.
    standin().press(standin().prompts().at(-1)!.checkoutRequestId, 0);
    await eventually(async () =>
      expect(
        await count(
          sql`select count(*) as n from mpesa_transfers where booking_request_id = ${id} and status = 'succeeded'`,
        ),
      ).toBe(1),
    );
    expect((await payment(id, p.client.headers)).refundedCents).toBe(DEPOSIT);
  });

  it('a confirmed booking cancelled 20 days ahead is refunded in full (moderate policy)', async () => {
    const p = await paymentParties(t);
    const id = await acceptedBooking(t, p, 20);
    standin().script('254711000011', { resultCode: 0 });
    await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000011' });
    await eventually(async () => expect((await payment(id, p.client.headers)).state).toBe('confirmed'));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/cancel`,
      headers: p.client.headers,
      payload: { reason: 'The venue fell through.' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await eventually(async () => expect((await payment(id, p.client.headers)).refundedCents).toBe(DEPOSIT));
    expect((await payment(id, p.client.headers)).state).toBe('cancelled');
  });

  it('after completion and the hold, the photographer is paid the price minus commission, once', async () => {
    const p = await paymentParties(t, { depositKind: 'percent', depositValue: 100 });
    const id = await acceptedBooking(t, p, 30);
    standin().script('254711000012', { resultCode: 0 });
    await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000012' });
    await eventually(async () => expect((await payment(id, p.client.headers)).state).toBe('confirmed'));
    await completeYesterday(id, p.photographer.headers);
    await t.app.payments.sweep(new Date(Date.now() + 2 * 86_400_000));
    expect(
      await count(sql`select count(*) as n from mpesa_transfers where booking_request_id = ${id} and kind = 'payout'`),
    ).toBe(0);
    const after = new Date(Date.now() + 4 * 86_400_000);
    await Promise.all([t.app.payments.sweep(after), t.app.payments.sweep(after)]);
    const payout = await paidOut(id);
    expect(payout).toEqual({ a: 58_500_00, c: 6_500_00 });
    expect(
      await count(
        sql`select coalesce(sum(amount_cents), 0) as n from ledger_entries where booking_request_id = ${id} and account = 'commission'`,
      ),
    ).toBe(-6_500_00);
  });

  it('a dispute during the hold stops the payout until staff decide; the console lists it and exports the ledger', async () => {
    const p = await paymentParties(t, { depositKind: 'percent', depositValue: 100 });
    const id = await acceptedBooking(t, p, 31);
    standin().script('254711000013', { resultCode: 0 });
    await pay(id, p.client.headers, { purpose: 'deposit', phone: '0711000013' });
    await eventually(async () => expect((await payment(id, p.client.headers)).state).toBe('confirmed'));
    const dispute = (headers: Record<string, string>, reason: unknown = 'The photos never came.') =>
      t.app.inject({ method: 'POST', url: `/api/booking-requests/${id}/dispute`, headers, payload: { reason } });
    // Not before completion.
    expect((await payment(id, p.client.headers)).disputable).toBe(false);
    expect((await dispute(p.client.headers)).statusCode).toBe(409);
    await completeYesterday(id, p.photographer.headers);
    // The client's page offers it during the hold; the photographer's never.
    expect(await payment(id, p.client.headers)).toMatchObject({ disputable: true, disputeOpen: false });
    expect((await payment(id, p.photographer.headers)).disputable).toBe(false);
    expect((await dispute(p.client.headers, '   ')).statusCode).toBe(400);
    expect((await dispute(p.stranger.headers)).statusCode).toBe(404);
    expect((await dispute(p.photographer.headers)).statusCode).toBe(403);
    expect((await dispute(p.client.headers)).statusCode).toBe(200);
    expect((await dispute(p.client.headers)).statusCode).toBe(409);
    expect(await payment(id, p.client.headers)).toMatchObject({ disputable: false, disputeOpen: true });
    // Only the photographer is notified, in the words of the shared texts.
    const told = await t.pool.query<{ user_id: string; body: string; client_name: string; service: string }>(
      `select n.user_id, n.body, b.client_name, b.service from notifications n
       join booking_requests b on b.id = n.booking_request_id where n.booking_request_id = $1 and n.title = $2`,
      [id, paymentsTexts.notifyDisputeTitle],
    );
    expect(told.rows).toHaveLength(1);
    const [row] = told.rows;
    expect(row).toMatchObject({
      user_id: p.photographer.id,
      body: paymentsTexts.notifyDisputePhotographer({ client: row!.client_name, service: row!.service }),
    });
    expect(row!.body).toContain('opened a dispute about');
    // Past the hold, no payout while the dispute is open.
    const after = new Date(Date.now() + 4 * 86_400_000);
    await t.app.payments.sweep(after);
    expect(await count(sql`select count(*) as n from mpesa_transfers where booking_request_id = ${id}`)).toBe(0);

    const admin = p.stranger;
    const studioGet = (url: string, headers: Record<string, string> = admin.headers) =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await studioGet('/api/studio/payments')).statusCode).toBe(403);
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    const view = await studioGet('/api/studio/payments');
    expect(view.statusCode).toBe(200);
    expect(view.json().payments.find((r: { bookingId: string }) => r.bookingId === id)).toMatchObject({
      disputeOpen: true,
      disputeReason: 'The photos never came.',
      heldCents: 65_000_00,
    });
    const resolve = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/studio/payments/${id}/resolve`,
        headers: admin.headers,
        payload: body,
      });
    expect((await resolve({ decision: 'refund', refundKes: 65_001 })).statusCode).toBe(400);
    expect((await resolve({ decision: 'sometimes' })).statusCode).toBe(400);
    // Staff refund a part; the rest is paid out, minus the commission on it.
    expect((await resolve({ decision: 'refund', refundKes: 20_000 })).statusCode).toBe(200);
    expect((await resolve({ decision: 'release' })).statusCode).toBe(409);
    await eventually(async () => expect((await payment(id, p.client.headers)).refundedCents).toBe(20_000_00));
    await t.app.payments.sweep(after);
    const payout = await paidOut(id);
    expect(payout).toEqual({ a: 40_500_00, c: 4_500_00 });
    const csv = await studioGet('/api/studio/payments/ledger.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`${id},`);
    expect(csv.body).toContain('-40500.00');
    expect((await studioGet('/api/studio/payments/ledger.csv', {})).statusCode).toBe(401);
  });

  it("the photographer's earnings: only their own bookings, sums from the ledger; 401 signed out, 403 for a client", async () => {
    const p = await paymentParties(t, { depositKind: 'percent', depositValue: 100 });
    const paidOutId = await acceptedBooking(t, p, 32);
    standin().script('254711000014', { resultCode: 0 });
    await pay(paidOutId, p.client.headers, { purpose: 'deposit', phone: '0711000014' });
    await eventually(async () => expect((await payment(paidOutId, p.client.headers)).state).toBe('confirmed'));
    await completeYesterday(paidOutId, p.photographer.headers);
    await t.app.payments.sweep(new Date(Date.now() + 4 * 86_400_000));
    await paidOut(paidOutId);
    // Another photographer's booking, deposit paid: never in p's earnings.
    const q = await paymentParties(t);
    const otherId = await acceptedBooking(t, q, 33);
    standin().script('254711000015', { resultCode: 0 });
    await pay(otherId, q.client.headers, { purpose: 'deposit', phone: '0711000015' });
    await eventually(async () => expect((await payment(otherId, q.client.headers)).state).toBe('confirmed'));
    // And one still awaiting its deposit: no ledger entry yet.
    const unpaidId = await acceptedBooking(t, q, 34);

    const earnings = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/photographers/me/earnings', headers });
    expect((await earnings({})).statusCode).toBe(401);
    expect((await earnings(p.client.headers)).statusCode).toBe(403);

    const mine = await earnings(p.photographer.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    const data = mine.json().data;
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({
      bookingId: paidOutId,
      stateLabel: paymentsTexts.stateLabels.confirmed,
      paidCents: 65_000_00,
      refundedCents: 0,
      commissionCents: 6_500_00,
      paidOutCents: 58_500_00,
      heldCents: 0,
      disputeOpen: false,
    });
    expect(data.payouts).toEqual([
      expect.objectContaining({
        bookingId: paidOutId,
        amountCents: 58_500_00,
        commissionCents: 6_500_00,
        status: 'succeeded',
        statusLabel: paymentsTexts.transferStatusLabels.succeeded,
      }),
    ]);
    // The totals are the ledger's, for this photographer's bookings only.
    const ledger = async (account: string, kinds?: string[]) =>
      count(sql`select coalesce(-sum(e.amount_cents), 0) as n from ledger_entries e
        join booking_requests b on b.id = e.booking_request_id join portfolios f on f.id = b.portfolio_id
        where f.user_id = ${p.photographer.id} and e.account = ${account}
          ${
            kinds
              ? sql`and e.kind in (${sql.join(
                  kinds.map((k) => sql`${k}`),
                  sql`, `,
                )})`
              : sql``
          }`);
    expect(data.totals).toEqual({
      paidCents: await ledger('client_funds', ['deposit', 'balance']),
      refundedCents: 0 - (await ledger('client_funds', ['refund'])), // a debit of client funds
      commissionCents: await ledger('commission'),
      paidOutCents: await ledger('mpesa', ['payout']),
      heldCents: await ledger('client_funds'),
    });
    expect(
      data.totals.paidCents - data.totals.refundedCents - data.totals.commissionCents - data.totals.paidOutCents,
    ).toBe(data.totals.heldCents);

    const theirs = (await earnings(q.photographer.headers)).json().data;
    const theirsById = new Map(theirs.bookings.map((b: { bookingId: string }) => [b.bookingId, b]));
    expect([...theirsById.keys()].sort()).toEqual([otherId, unpaidId].sort());
    expect(theirsById.get(otherId)).toMatchObject({ paidCents: DEPOSIT, heldCents: DEPOSIT, paidOutCents: 0 });
    // Listed with zeros, not left out for having no entries.
    expect(theirsById.get(unpaidId)).toMatchObject({
      stateLabel: paymentsTexts.stateLabels.awaiting_deposit,
      paidCents: 0,
      refundedCents: 0,
      commissionCents: 0,
      paidOutCents: 0,
      heldCents: 0,
    });
    expect(theirs.payouts).toEqual([]);
    expect(theirs.totals).toMatchObject({
      paidCents: DEPOSIT,
      heldCents: DEPOSIT,
      commissionCents: 0,
      paidOutCents: 0,
    });
  }, 60_000);

  /** The event took place yesterday; the photographer completes the booking. */
  async function completeYesterday(id: string, headers: Record<string, string>) {
    await t.db.execute(sql`update booking_requests set event_date = ${inDays(-1)} where id = ${id}`);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking-requests/${id}`,
      headers,
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
  }

  /** Waits for the booking's payout to succeed: its amount and commission, in cents. */
  async function paidOut(id: string) {
    await eventually(async () =>
      expect(
        await count(
          sql`select count(*) as n from mpesa_transfers where booking_request_id = ${id} and kind = 'payout' and status = 'succeeded'`,
        ),
      ).toBe(1),
    );
    const [payout] = (
      await t.db.execute(
        sql`select amount_cents::int as a, commission_cents::int as c from mpesa_transfers where booking_request_id = ${id} and kind = 'payout'`,
      )
    ).rows as Array<{ a: number; c: number }>;
    return payout;
  }

  /** The token the app was started with, read from a callback URL the stand-in was given. */
  function callbackToken(): string {
    const url = standin().prompts().at(-1)!.callbackUrl;
    return new URL(url).pathname.split('/').at(-2)!;
  }
});
