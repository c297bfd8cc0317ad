import { normaliseMpesaPhone } from '@studio/shared';

/**
 * The product's Daraja client (docs/decisions/0038-mpesa-payments.md): the same code talks to the
 * local stand-in and to Safaricom. The OAuth token is cached until a minute before it expires (and
 * fetched again at once when Daraja says it is no longer valid); the STK Password is
 * base64(shortcode + passkey + timestamp) with the timestamp in Nairobi's time.
 */

export interface DarajaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  b2cShortcode: string;
  initiatorName: string;
  securityCredential: string;
  /** Milliseconds before a request is given up (the attempt is then settled by the reconciler). */
  timeoutMs?: number;
  now?: () => number;
}

/** A refusal by Daraja (4xx/5xx with its errorCode), or no answer at all (`errorCode` 'network'). */
export class DarajaError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
  /** STK query's "The transaction is being processed": not failed, still pending. */
  get stillProcessing(): boolean {
    return this.errorCode === '500.001.1001';
  }
}

/** YYYYMMDDHHmmss in Africa/Nairobi (UTC+3, no daylight saving). */
export function darajaTimestamp(ms: number): string {
  return new Date(ms + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/** The phone as Daraja wants it, or an error (the caller validated it already: this is the last guard). */
export function darajaPhone(input: string): string {
  const phone = normaliseMpesaPhone(input);
  if (!phone) throw new DarajaError(400, 'phone', 'not a Kenyan mobile number');
  return phone;
}

export interface StkPushAnswer {
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResponseCode: string;
  ResponseDescription: string;
}
export interface StkQueryAnswer {
  ResponseCode: string;
  ResultCode: string | number;
  ResultDesc: string;
}
export interface B2cAnswer {
  ConversationID: string;
  OriginatorConversationID: string;
  ResponseCode: string;
}

/** Refresh this long before `expires_in` runs out. */
const TOKEN_MARGIN_MS = 60_000;

export function darajaClient(config: DarajaConfig) {
  const now = config.now ?? Date.now;
  let token: { value: string; expiresAt: number } | undefined;
  let fetching: Promise<string> | undefined;

  const call = async (path: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> => {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new DarajaError(0, 'network', err instanceof Error ? err.message : String(err));
    }
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new DarajaError(res.status, 'parse', `unreadable answer (${res.status})`);
    }
    return { status: res.status, body };
  };

  const fetchToken = async (): Promise<string> => {
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const { status, body } = await call('/oauth/v1/generate?grant_type=client_credentials', {
      headers: { authorization: `Basic ${basic}` },
    });
    const value = body.access_token;
    // Daraja gives expires_in as a string ("3599").
    const seconds = Number(body.expires_in);
    if (status !== 200 || typeof value !== 'string' || !Number.isFinite(seconds))
      throw new DarajaError(status, String(body.errorCode ?? 'oauth'), String(body.errorMessage ?? 'no token'));
    token = { value, expiresAt: now() + seconds * 1000 - TOKEN_MARGIN_MS };
    return value;
  };

  const accessToken = async (): Promise<string> => {
    if (token && token.expiresAt > now()) return token.value;
    // One request for a token however many callers wait for it.
    fetching ??= fetchToken().finally(() => {
      fetching = undefined;
    });
    return fetching;
  };

  /** An authorised POST; a token Daraja no longer accepts is dropped and fetched again, once. */
  const post = async <T>(path: string, payload: object, retried = false): Promise<T> => {
    const bearer = await accessToken();
    const { status, body } = await call(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (status === 401 || body.errorCode === '404.001.03') {
      token = undefined;
      if (!retried) return post<T>(path, payload, true);
    }
    if (status !== 200 || (body.ResponseCode !== undefined && String(body.ResponseCode) !== '0'))
      throw new DarajaError(
        status,
        String(body.errorCode ?? body.ResponseCode ?? status),
        String(body.errorMessage ?? body.ResponseDescription ?? 'refused'),
      );
    return body as T;
  };

  return {
    accessToken,
    /** Lipa na M-Pesa Online: asks `phone` to approve paying `amountKes` (whole shillings). */
    stkPush(input: { phone: string; amountKes: number; callbackUrl: string; reference: string; description: string }) {
      const timestamp = darajaTimestamp(now());
      const phone = darajaPhone(input.phone);
      return post<StkPushAnswer>('/mpesa/stkpush/v1/processrequest', {
        BusinessShortCode: config.shortcode,
        Password: stkPassword(config.shortcode, config.passkey, timestamp),
        Timestamp: timestamp,
        TransactionType: 'CustomerPayBillOnline',
        Amount: input.amountKes,
        PartyA: phone,
        PartyB: config.shortcode,
        PhoneNumber: phone,
        CallBackURL: input.callbackUrl,
        AccountReference: input.reference.slice(0, 12),
        TransactionDesc: input.description.slice(0, 13),
      });
    },
    /** The outcome of a prompt; DarajaError.stillProcessing while the client has not answered. */
    stkQuery(checkoutRequestId: string) {
      const timestamp = darajaTimestamp(now());
      return post<StkQueryAnswer>('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: config.shortcode,
        Password: stkPassword(config.shortcode, config.passkey, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
    },
    /** Business to customer: refunds and payouts. `originatorId` makes a retry the same request. */
    b2c(input: { originatorId: string; phone: string; amountKes: number; resultUrl: string; remarks: string }) {
      return post<B2cAnswer>('/mpesa/b2c/v3/paymentrequest', {
        OriginatorConversationID: input.originatorId,
        InitiatorName: config.initiatorName,
        SecurityCredential: config.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: input.amountKes,
        PartyA: config.b2cShortcode,
        PartyB: darajaPhone(input.phone),
        Remarks: input.remarks.slice(0, 100),
        QueueTimeOutURL: input.resultUrl,
        ResultURL: input.resultUrl,
        Occasion: '',
      });
    },
  };
}
export type DarajaClient = ReturnType<typeof darajaClient>;
