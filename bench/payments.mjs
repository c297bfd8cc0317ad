// docs/rules/history.md#issue-25 (docs/decisions/0038-mpesa-payments.md): 100 deposits asked by STK push through the
// local Daraja stand-in (told to drop its own callbacks), then 200 callbacks posted at once: each
// attempt's success twice. Exactly 100 payments must result, no 5xx, and each booking paid once.
import fs from 'node:fs';
import { printTable, startServer, stopServer, tmpDir } from './lib.mjs';
import { api, client, day, ok, photographer, pool, requestWedding } from './bookings.mjs';

const PORT = 3351;
const STANDIN_PORT = 3352;
const TOKEN = 'bench-callback-token-0123456789abcdef';
const PASSWORD = 'Kilimanjaro7';
const ATTEMPTS = 100;

export async function benchPayments() {
  const dataDir = tmpDir('bench-payments-');
  const base = `http://127.0.0.1:${PORT}`;
  const standin = `http://127.0.0.1:${STANDIN_PORT}`;
  const { child } = await startServer({
    port: PORT,
    dataDir,
    env: {
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      INQUIRY_RATE_LIMIT_PER_IP: '100000',
      TRUST_PROXY: 'true',
      MPESA_ENV: 'local',
      MPESA_STANDIN_PORT: String(STANDIN_PORT),
      MPESA_CALLBACK_TOKEN: TOKEN,
      // The reconciler stays out of it: only the callbacks settle the attempts.
      MPESA_QUERY_DELAY_SECONDS: '3600',
    },
  });
  try {
    const { token: photographerToken, portfolioId } = await photographer(base);
    const { data: packages } = await ok(base, 'GET', '/api/photographers/me/packages', { token: photographerToken });
    const email = `bench.client.${Date.now()}@example.com`;
    const token = await client(base, email, PASSWORD);

    const ids = [];
    for (let n = 0; n < ATTEMPTS; n++) {
      const bookingRequest = await requestWedding(base, token, {
        photographerId: portfolioId,
        packageId: packages[0].id,
        email,
        eventDate: day(30 + n),
        message: 'Our wedding, about 120 guests.',
      });
      await ok(base, 'PATCH', `/api/booking-requests/${bookingRequest.id}`, {
        token: photographerToken,
        body: { status: 'accepted' },
      });
      ids.push(bookingRequest.id);
    }
    const phones = ids.map((_, n) => `2547110${String(n).padStart(5, '0')}`);
    for (const phone of phones)
      await fetch(`${standin}/control/script`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, resultCode: 0, fault: 'dropped', delayMs: 10 }),
      });
    await pool(ids, 10, async (id, i = ids.indexOf(id)) => {
      const res = await fetch(`${base}/api/booking-requests/${id}/payments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${i}.1`,
        },
        body: JSON.stringify({ purpose: 'deposit', phone: `0${phones[i].slice(3)}` }),
      });
      if (res.status !== 202) throw new Error(`pay: ${res.status} ${await res.text()}`);
    });
    const { prompts } = await (await fetch(`${standin}/control/prompts`)).json();
    if (prompts.length !== ATTEMPTS) throw new Error(`expected ${ATTEMPTS} prompts, got ${prompts.length}`);
    const bodies = prompts.flatMap((p, n) => {
      const body = JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: p.merchantRequestId,
            CheckoutRequestID: p.checkoutRequestId,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: p.amount },
                { Name: 'MpesaReceiptNumber', Value: `BEN${String(n).padStart(7, '0')}` },
                { Name: 'PhoneNumber', Value: Number(p.phone) },
              ],
            },
          },
        },
      });
      return [body, body];
    });
    const started = performance.now();
    const statuses = await Promise.all(
      bodies.map(async (body) => {
        const res = await fetch(`${base}/api/payments/mpesa/${TOKEN}/stk`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await res.text();
        return res.status;
      }),
    );
    const settleMs = performance.now() - started;
    const states = await pool(
      ids,
      10,
      async (id) => (await api(base, 'GET', `/api/booking-requests/${id}/payment`, { token })).json.data,
    );
    const payments = states.reduce((n, s) => n + s.attempts.filter((a) => a.status === 'succeeded').length, 0);
    const confirmed = states.filter((s) => s.state === 'confirmed' && s.paidCents === s.depositCents).length;
    const fivexx = statuses.filter((s) => s >= 500).length;
    printTable(`${bodies.length} STK callbacks at once for ${ATTEMPTS} attempts (each twice)`, [
      {
        'time to settle ms': settleMs.toFixed(0),
        '200 answers': statuses.filter((s) => s === 200).length,
        '5xx': fivexx,
        'successful payments': payments,
        'bookings confirmed, paid once': confirmed,
      },
    ]);
    if (payments !== ATTEMPTS || confirmed !== ATTEMPTS || fivexx !== 0)
      throw new Error('the callbacks did not settle into exactly one payment per attempt');
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
