import { randomBytes } from 'node:crypto';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { ChangeFeed } from '../../lib/change-feed';
import type { NotificationsService } from '../notifications/notifications.service';
import { darajaClient } from './daraja-client';
import { type MpesaStandin, startMpesaStandin } from './mpesa-standin';
import { paymentsService } from './payments.service';
import type { Logger as AppLogger } from '../../lib/log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'info' | 'warn' | 'error'>;

/** Safaricom's Daraja hosts per environment (docs/decisions/0038-mpesa-payments.md). */
const DARAJA_HOSTS = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' } as const;

/** Credentials the local stand-in accepts (it checks them as Daraja would; they guard nothing). */
export const LOCAL_CREDENTIALS = {
  consumerKey: 'local-consumer-key',
  consumerSecret: 'local-consumer-secret',
  passkey: 'local-passkey-bfb279f9aa9bdbcf158e97dd71a467cd',
  securityCredential: 'local-security-credential',
};

/**
 * Builds the payments service and, with MPESA_ENV=local (the default), starts the Daraja
 * stand-in in this process on MPESA_STANDIN_PORT (0: any free port) and points the client at it.
 */
export async function setupPayments(deps: {
  env: Env;
  db: Db;
  jobs: JobQueue;
  notifications: Pick<NotificationsService, 'create' | 'dispatch'>;
  changes?: Pick<ChangeFeed, 'publish'>;
  log: Logger;
}) {
  const { env } = deps;
  const local = env.MPESA_ENV === 'local';
  let standin: MpesaStandin | undefined;
  if (local && !env.MPESA_BASE_URL) {
    standin = await startMpesaStandin({
      consumerKey: env.MPESA_CONSUMER_KEY ?? LOCAL_CREDENTIALS.consumerKey,
      consumerSecret: env.MPESA_CONSUMER_SECRET ?? LOCAL_CREDENTIALS.consumerSecret,
      shortcode: env.MPESA_SHORTCODE,
      passkey: env.MPESA_PASSKEY ?? LOCAL_CREDENTIALS.passkey,
      port: env.MPESA_STANDIN_PORT,
      host: '127.0.0.1',
      log: deps.log,
    });
    deps.log.info({ url: standin.url }, `M-Pesa stand-in listening; the client's phone is at ${standin.url}/phone`);
  }
  const baseUrl = standin?.url ?? env.MPESA_BASE_URL ?? DARAJA_HOSTS[env.MPESA_ENV as 'sandbox' | 'production'];
  const daraja = darajaClient({
    baseUrl,
    consumerKey: env.MPESA_CONSUMER_KEY ?? LOCAL_CREDENTIALS.consumerKey,
    consumerSecret: env.MPESA_CONSUMER_SECRET ?? LOCAL_CREDENTIALS.consumerSecret,
    shortcode: env.MPESA_SHORTCODE,
    passkey: env.MPESA_PASSKEY ?? LOCAL_CREDENTIALS.passkey,
    b2cShortcode: env.MPESA_B2C_SHORTCODE,
    initiatorName: env.MPESA_INITIATOR_NAME,
    securityCredential: env.MPESA_SECURITY_CREDENTIAL ?? LOCAL_CREDENTIALS.securityCredential,
  });
  const service = paymentsService({
    db: deps.db,
    jobs: deps.jobs,
    daraja,
    notifications: deps.notifications,
    changes: deps.changes,
    log: deps.log,
    publicUrl: env.PUBLIC_URL,
    callbackBase: `${env.PUBLIC_URL}/api/payments/mpesa`,
    // Required outside local mode (env.ts); locally, one per start is enough (one process).
    callbackToken: env.MPESA_CALLBACK_TOKEN ?? randomBytes(24).toString('base64url'),
    depositDeadlineHours: env.DEPOSIT_DEADLINE_HOURS,
    payoutHoldDays: env.PAYOUT_HOLD_DAYS,
    commissionPercent: env.STUDIO_COMMISSION_PERCENT,
    vatPercent: env.VAT_PERCENT,
    queryLimit: env.MPESA_QUERY_LIMIT,
    queryDelaySeconds: env.MPESA_QUERY_DELAY_SECONDS,
  });
  await service.startWorkers();
  return { service, standin, daraja };
}
