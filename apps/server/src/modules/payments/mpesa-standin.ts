import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { maskPhone } from '@studio/shared';
import { darajaTimestamp, stkPassword } from './daraja-client';

/**
 * A local stand-in for Safaricom's Daraja API (docs/decisions/0038-mpesa-payments.md), spoken to
 * over HTTP by the product's own client: OAuth (with `expires_in` as a string, as Daraja gives it),
 * STK push with Daraja's validation errors and id formats, STK query, B2C with its result callback,
 * and a page at `/phone` that plays the client's phone. Outcomes are scripted per phone number;
 * faults (duplicate, late, dropped, out-of-order, wrong amount) on demand. State lives in memory:
 * it is a simulator, not a store of anything the product needs.
 */

export const STANDIN_RESULT_CODES = [0, 1, 1032, 1037, 2001, 1001, 1019] as const;
export type StandinResultCode = (typeof STANDIN_RESULT_CODES)[number];
export const STANDIN_FAULTS = ['duplicate', 'late', 'dropped', 'out-of-order', 'wrong-amount'] as const;
export type StandinFault = (typeof STANDIN_FAULTS)[number];

const RESULT_DESC: Record<StandinResultCode, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
  1001: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
  1019: 'Transaction has expired',
};

export interface StandinScript {
  resultCode: StandinResultCode;
  fault?: StandinFault;
  /** Milliseconds from the push to the callback (default 50). */
  delayMs?: number;
}

interface Prompt {
  merchantRequestId: string;
  checkoutRequestId: string;
  phone: string;
  amount: number;
  callbackUrl: string;
  reference: string;
  createdAt: number;
  /** Set once the phone answered (script or page). */
  resultCode?: StandinResultCode;
  receipt?: string;
  script?: StandinScript;
}

export interface StandinOptions {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** Seconds a token lives (given to the client as a string). */
  tokenSeconds?: number;
  /** How long a "late" callback waits (default 1500 ms). */
  lateMs?: number;
  /** An unanswered prompt times out (1037) after this long (default 60 s, as a phone's prompt). */
  promptTimeoutMs?: number;
  port?: number;
  host?: string;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const darajaError = (res: http.ServerResponse, status: number, errorCode: string, errorMessage: string) =>
  json(res, status, { requestId: `${randomInt(10000, 99999)}-${randomInt(1e6, 9e6)}-1`, errorCode, errorMessage });
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const readBody = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > 64 * 1024) req.destroy(new Error('too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startMpesaStandin(options: StandinOptions) {
  const tokenSeconds = options.tokenSeconds ?? 3599;
  const tokens = new Map<string, number>();
  const prompts = new Map<string, Prompt>();
  const scripts = new Map<string, StandinScript>();
  /** Callbacks held back by 'out-of-order' until the next one for the same phone has gone. */
  const heldBack = new Map<string, Array<() => Promise<void>>>();
  const timers = new Set<NodeJS.Timeout>();
  const b2cResults = new Map<string, number>();
  let b2cScript: { resultCode: number } | undefined;
  const sent: Array<{ url: string; body: unknown }> = [];
  let deliver = async (url: string, body: unknown): Promise<void> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await res.text();
  };

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  const send = async (url: string, body: unknown) => {
    sent.push({ url, body });
    await deliver(url, body).catch((err) =>
      options.log?.warn({ err: String(err) }, 'stand-in: callback not delivered'),
    );
  };

  const callbackBody = (p: Prompt, amount = p.amount) => ({
    Body: {
      stkCallback: {
        MerchantRequestID: p.merchantRequestId,
        CheckoutRequestID: p.checkoutRequestId,
        ResultCode: p.resultCode,
        ResultDesc: RESULT_DESC[p.resultCode!],
        ...(p.resultCode === 0 && {
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: amount },
              { Name: 'MpesaReceiptNumber', Value: p.receipt },
              { Name: 'Balance' },
              { Name: 'TransactionDate', Value: Number(darajaTimestamp(Date.now())) },
              { Name: 'PhoneNumber', Value: Number(p.phone) },
            ],
          },
        }),
      },
    },
  });

  /** The phone answered: the callback goes out as scripted (or faulted). */
  const answer = (p: Prompt, resultCode: StandinResultCode) => {
    if (p.resultCode !== undefined) return false;
    p.resultCode = resultCode;
    if (resultCode === 0) p.receipt = `${'SLK'}${randomBytes(4).toString('hex').toUpperCase().slice(0, 7)}`;
    const fault = p.script?.fault;
    const body = callbackBody(p, fault === 'wrong-amount' ? Math.max(1, p.amount - 1) : p.amount);
    const go = async () => {
      await send(p.callbackUrl, body);
      // Whatever another prompt of this phone held back goes now, after this one.
      const waiting = heldBack.get(p.phone);
      if (waiting && fault !== 'out-of-order') {
        heldBack.delete(p.phone);
        for (const w of waiting) await w();
      }
    };
    switch (fault) {
      case 'dropped':
        break;
      case 'duplicate':
        void go().then(() => send(p.callbackUrl, body));
        break;
      case 'late':
        later(options.lateMs ?? 1500, () => void go());
        break;
      case 'out-of-order': {
        const list = heldBack.get(p.phone) ?? [];
        list.push(() => send(p.callbackUrl, body));
        heldBack.set(p.phone, list);
        break;
      }
      default:
        void go();
    }
    return true;
  };

  const bearerOk = (req: http.IncomingMessage) => {
    const m = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const expires = m ? tokens.get(m[1]!) : undefined;
    return expires !== undefined && expires > Date.now();
  };

  const validateStk = (b: Record<string, unknown>): string | null => {
    if (b.BusinessShortCode !== options.shortcode && String(b.BusinessShortCode) !== options.shortcode)
      return 'Bad Request - Invalid BusinessShortCode';
    if (typeof b.Timestamp !== 'string' || !/^\d{14}$/.test(b.Timestamp)) return 'Bad Request - Invalid Timestamp';
    if (b.Password !== stkPassword(options.shortcode, options.passkey, b.Timestamp))
      return 'Bad Request - Invalid Password';
    return null;
  };

  const phonePage = (phone: string) => {
    const open = [...prompts.values()].filter((p) => p.phone === phone && p.resultCode === undefined);
    const items = open
      .map(
        (
          p,
        ) => `<section><p><strong>${escapeHtml(p.reference)}</strong>: pay KES ${p.amount} to ${escapeHtml(options.shortcode)}?</p>
<form method="post" action="/phone/${encodeURIComponent(p.checkoutRequestId)}/pay"><label>Enter M-Pesa PIN <input name="pin" type="password" inputmode="numeric" autocomplete="off" required minlength="4" maxlength="4" pattern="\\d{4}"></label> <button type="submit">Send</button></form>
<form method="post" action="/phone/${encodeURIComponent(p.checkoutRequestId)}/cancel"><button type="submit">Cancel</button></form></section>`,
      )
      .join('\n');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>M-Pesa phone ${escapeHtml(maskPhone(phone))}</title>
<style>body{font:16px system-ui,sans-serif;max-width:24rem;margin:2rem auto;padding:0 1rem}section{border:1px solid #999;border-radius:.5rem;padding:1rem;margin:1rem 0}input{font-size:1rem;width:5rem}button{font-size:1rem;margin-top:.5rem}</style></head>
<body><h1>M-Pesa</h1><p>Phone ${escapeHtml(phone)}</p>${items || '<p>No payment request on this phone. Reload after you press Pay.</p>'}
<form method="get" action="/phone"><input type="hidden" name="number" value="${escapeHtml(phone)}"><button type="submit">Reload</button></form></body></html>`;
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://standin');
      const raw = req.method === 'POST' ? await readBody(req) : '';
      let body: Record<string, unknown> = {};
      if (raw && (req.headers['content-type'] ?? '').includes('json')) {
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return darajaError(res, 400, '400.002.01', 'Bad Request - Invalid JSON');
        }
      } else if (raw) body = Object.fromEntries(new URLSearchParams(raw));

      if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
        const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
        if (url.searchParams.get('grant_type') !== 'client_credentials')
          return darajaError(res, 400, '400.008.02', 'Invalid grant type passed');
        if (req.headers.authorization !== `Basic ${basic}`)
          return darajaError(res, 400, '400.008.01', 'Invalid Authentication passed');
        const token = randomBytes(14).toString('base64url');
        tokens.set(token, Date.now() + tokenSeconds * 1000);
        return json(res, 200, { access_token: token, expires_in: String(tokenSeconds) });
      }

      if (req.method === 'POST' && url.pathname.startsWith('/mpesa/')) {
        if (!bearerOk(req)) return darajaError(res, 401, '404.001.03', 'Invalid Access Token');

        if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
          const invalid = validateStk(body);
          if (invalid) return darajaError(res, 400, '400.002.02', invalid);
          if (body.TransactionType !== 'CustomerPayBillOnline' && body.TransactionType !== 'CustomerBuyGoodsOnline')
            return darajaError(res, 400, '400.002.02', 'Bad Request - Invalid TransactionType');
          if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1)
            return darajaError(res, 400, '400.002.02', 'Bad Request - Invalid Amount');
          if (typeof body.PhoneNumber !== 'string' || !/^254[17]\d{8}$/.test(body.PhoneNumber))
            return darajaError(res, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
          if (body.PartyA !== body.PhoneNumber)
            return darajaError(res, 400, '400.002.02', 'Bad Request - Invalid PartyA');
          if (typeof body.CallBackURL !== 'string' || !/^https?:\/\/\S+$/.test(body.CallBackURL))
            return darajaError(res, 400, '400.002.02', 'Bad Request - Invalid CallBackURL');
          if (typeof body.AccountReference !== 'string' || body.AccountReference.length > 12)
            return darajaError(res, 400, '400.002.02', 'Bad Request - Invalid AccountReference');
          const p: Prompt = {
            merchantRequestId: `${randomInt(10000, 99999)}-${randomInt(10_000_000, 99_999_999)}-1`,
            checkoutRequestId: `ws_CO_${darajaTimestamp(Date.now())}${randomInt(100_000_000, 999_999_999)}${randomInt(100, 999)}`,
            phone: body.PhoneNumber,
            amount: body.Amount as number,
            callbackUrl: body.CallBackURL,
            reference: body.AccountReference,
            createdAt: Date.now(),
            script: scripts.get(body.PhoneNumber),
          };
          prompts.set(p.checkoutRequestId, p);
          if (p.script) later(p.script.delayMs ?? 50, () => answer(p, p.script!.resultCode));
          else later(options.promptTimeoutMs ?? 60_000, () => answer(p, 1037));
          options.log?.info({ phone: maskPhone(p.phone), amount: p.amount }, 'stand-in: STK push');
          return json(res, 200, {
            MerchantRequestID: p.merchantRequestId,
            CheckoutRequestID: p.checkoutRequestId,
            ResponseCode: '0',
            ResponseDescription: 'Success. Request accepted for processing',
            CustomerMessage: 'Success. Request accepted for processing',
          });
        }

        if (url.pathname === '/mpesa/stkpushquery/v1/query') {
          const invalid = validateStk(body);
          if (invalid) return darajaError(res, 400, '400.002.02', invalid);
          const p = prompts.get(String(body.CheckoutRequestID));
          if (!p) return darajaError(res, 500, '500.001.1001', 'Unable to find the transaction');
          if (p.resultCode === undefined)
            return darajaError(res, 500, '500.001.1001', 'The transaction is being processed');
          return json(res, 200, {
            ResponseCode: '0',
            ResponseDescription: 'The service request has been accepted successsfully',
            MerchantRequestID: p.merchantRequestId,
            CheckoutRequestID: p.checkoutRequestId,
            ResultCode: String(p.resultCode),
            ResultDesc: RESULT_DESC[p.resultCode],
          });
        }

        if (url.pathname === '/mpesa/b2c/v3/paymentrequest' || url.pathname === '/mpesa/b2c/v1/paymentrequest') {
          if (!Number.isInteger(body.Amount) || (body.Amount as number) < 10)
            return darajaError(res, 400, '400.002.02', 'Bad Request - Invalid Amount');
          if (typeof body.PartyB !== 'string' || !/^254[17]\d{8}$/.test(body.PartyB))
            return darajaError(res, 400, '400.002.02', 'Bad Request - Invalid PartyB');
          if (typeof body.ResultURL !== 'string' || !/^https?:\/\/\S+$/.test(body.ResultURL))
            return darajaError(res, 400, '400.002.02', 'Bad Request - Invalid ResultURL');
          const originator = String(body.OriginatorConversationID ?? randomBytes(8).toString('hex'));
          const conversation = `AG_${darajaTimestamp(Date.now()).slice(0, 8)}_${randomBytes(10).toString('hex')}`;
          const resultCode = b2cScript?.resultCode ?? 0;
          b2cResults.set(originator, resultCode);
          const transactionId = `SLK${randomBytes(4).toString('hex').toUpperCase().slice(0, 7)}`;
          const resultUrl = body.ResultURL;
          later(50, () => {
            void send(resultUrl, {
              Result: {
                ResultType: 0,
                ResultCode: resultCode,
                ResultDesc:
                  resultCode === 0
                    ? 'The service request is processed successfully.'
                    : 'The balance is insufficient for the transaction.',
                OriginatorConversationID: originator,
                ConversationID: conversation,
                TransactionID: transactionId,
                ...(resultCode === 0 && {
                  ResultParameters: {
                    ResultParameter: [
                      { Key: 'TransactionAmount', Value: body.Amount },
                      { Key: 'TransactionReceipt', Value: transactionId },
                      { Key: 'ReceiverPartyPublicName', Value: `${body.PartyB} - M-Pesa customer` },
                    ],
                  },
                }),
              },
            });
          });
          return json(res, 200, {
            ConversationID: conversation,
            OriginatorConversationID: originator,
            ResponseCode: '0',
            ResponseDescription: 'Accept the service request successfully.',
          });
        }
        return darajaError(res, 404, '404.001.01', 'Resource not found');
      }

      // The phone a person holds: see the prompts for a number, enter a PIN or cancel.
      if (req.method === 'GET' && url.pathname === '/phone') {
        const phone = url.searchParams.get('number') ?? '';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(phonePage(/^254[17]\d{8}$/.test(phone) ? phone : ''));
      }
      const pressed = /^\/phone\/([\w-]+)\/(pay|cancel)$/.exec(url.pathname);
      if (req.method === 'POST' && pressed) {
        const p = prompts.get(pressed[1]!);
        if (!p) return json(res, 404, { message: 'no such prompt' });
        if (pressed[2] === 'cancel') answer(p, 1032);
        else answer(p, /^\d{4}$/.test(String(body.pin ?? '')) ? (p.script?.resultCode ?? 0) : 2001);
        res.writeHead(303, { location: `/phone?number=${p.phone}` });
        return res.end();
      }

      // Scripting (tests, demos): POST /control/script {phone, resultCode, fault?, delayMs?}.
      if (req.method === 'POST' && url.pathname === '/control/script') {
        const phone = String(body.phone ?? '');
        const code = Number(body.resultCode) as StandinResultCode;
        if (!/^254[17]\d{8}$/.test(phone) || !STANDIN_RESULT_CODES.includes(code))
          return json(res, 400, { message: 'phone (2547…/2541…) and resultCode required' });
        scripts.set(phone, {
          resultCode: code,
          fault: body.fault as StandinFault | undefined,
          delayMs: Number(body.delayMs ?? 50),
        });
        return json(res, 200, { ok: true });
      }
      // The prompts sent to a number, newest last (benchmarks deliver their own callbacks).
      if (req.method === 'GET' && url.pathname === '/control/prompts') {
        const phone = url.searchParams.get('phone');
        return json(res, 200, {
          prompts: [...prompts.values()]
            .filter((p) => !phone || p.phone === phone)
            .map((p) => ({
              merchantRequestId: p.merchantRequestId,
              checkoutRequestId: p.checkoutRequestId,
              phone: p.phone,
              amount: p.amount,
              resultCode: p.resultCode ?? null,
            })),
        });
      }
      return json(res, 404, { message: 'not found' });
    } catch (err) {
      options.log?.warn({ err: String(err) }, 'stand-in: request failed');
      if (!res.headersSent) json(res, 500, { message: 'stand-in error' });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    /** What the phone will answer next; until changed, every push to `phone` gets it. */
    script(phone: string, script: StandinScript | null) {
      if (script) scripts.set(phone, script);
      else scripts.delete(phone);
    },
    /** The next B2C results (0 = paid). */
    scriptB2c(resultCode: number | null) {
      b2cScript = resultCode === null ? undefined : { resultCode };
    },
    /** Answers an open prompt as the phone would (the page's buttons). */
    press(checkoutRequestId: string, resultCode: StandinResultCode) {
      const p = prompts.get(checkoutRequestId);
      return p ? answer(p, resultCode) : false;
    },
    prompts: () => [...prompts.values()],
    /** Every callback sent, in order. */
    sent,
    /** Replaces how callbacks are delivered (tests may hand them to the app directly). */
    setDeliver(fn: (url: string, body: unknown) => Promise<void>) {
      deliver = fn;
    },
    /** Sends a callback body again as it was (a duplicate on demand). */
    resend: (index: number) => send(sent[index]!.url, sent[index]!.body),
    /** Makes every token expire now (Daraja's "Invalid Access Token" on the next call). */
    expireTokens() {
      for (const k of tokens.keys()) tokens.set(k, 0);
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type MpesaStandin = Awaited<ReturnType<typeof startMpesaStandin>>;
