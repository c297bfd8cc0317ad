import { currentRequestId } from './request-context';
import type { Logger as AppLogger } from './log';

/** The log levels this module writes (lib/log.ts). */
type Logger = Pick<AppLogger, 'error' | 'fatal'>;

/** The part of `process` the policy listens on (a test hands in its own emitter). */
interface ProcessEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  on(event: 'uncaughtException', listener: (err: Error, origin: string) => void): unknown;
}

/**
 * The one policy for an error nothing handled (ADR 0036). A promise that failed with nobody
 * waiting for it (pg-boss completing a job on a pool that timed out, a library's fire-and-forget
 * call) is logged with the request it belongs to, if any, and the process goes on: the work that
 * failed is already over, and nothing it held is left half done. An exception thrown with nothing
 * to catch it leaves the process in a state no code chose: it is logged as fatal and `stop` closes
 * the server (in-flight requests finish) and exits with code 1, for the supervisor (`npm start`'s
 * launcher, systemd, a container runtime) to start it again.
 */
export function installProcessErrorPolicy(
  log: Logger,
  stop: (code: number) => void,
  proc: ProcessEvents = process,
): void {
  proc.on('unhandledRejection', (reason) => {
    const reqId = currentRequestId();
    log.error(
      { err: reason, ...(reqId ? { reqId } : {}), unhandled: 'rejection' },
      'a failed promise nothing waited for; the process goes on',
    );
  });
  proc.on('uncaughtException', (err, origin) => {
    const reqId = currentRequestId();
    log.fatal(
      { err, origin, ...(reqId ? { reqId } : {}), unhandled: 'exception' },
      'an exception nothing caught; stopping so that the supervisor starts the server again',
    );
    stop(1);
  });
}
