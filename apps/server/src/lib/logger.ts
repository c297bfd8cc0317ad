import pino, { type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-context';

/** Query parameters whose values are secrets (newsletter tokens, reset codes). */
const SECRET_QUERY = /([?&](?:token|code|password)=)[^&#]*/gi;

/** `a***@example.com`: enough to tell accounts apart in a log, never the whole address. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  return at > 0 ? `${value[0]}***${value.slice(at)}` : '[redacted]';
}

const EMAIL_KEYS = new Set(['to', 'email', 'replyTo']);

/**
 * What no log line may hold (issue 15): credentials, tokens, passwords, reset codes, and whole
 * e-mail addresses (masked to their first letter and domain).
 */
export const redaction: LoggerOptions['redact'] = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    ...['to', 'email', 'replyTo', 'password', 'newPassword', 'token', 'code', 'otp'].flatMap((k) => [k, `*.${k}`]),
  ],
  censor: (value, path) => {
    const key = path[path.length - 1] ?? '';
    return EMAIL_KEYS.has(key) && typeof value === 'string' ? maskEmail(value) : '[redacted]';
  },
};

export const logSerializers: LoggerOptions['serializers'] = {
  req: (req: {
    method?: string;
    url?: string;
    headers?: Record<string, unknown>;
    socket?: { remoteAddress?: string };
  }) => ({
    method: req.method,
    url: req.url?.replace(SECRET_QUERY, '$1[redacted]'),
    remoteAddress: req.socket?.remoteAddress,
  }),
};

/** The key Fastify binds a request's id to in `request.log` (its `requestIdLogLabel`). */
export const REQUEST_ID_KEY = 'reqId';

/**
 * Adds the id of the request being served (ADR 0021) to a line written by a logger that is not
 * the request's own: `app.log`, or the base logger handed to a service. `request.log` and its
 * children are bound to the id already, so their lines get it once, from Fastify. Outside a
 * request (start-up, job workers) it adds nothing.
 */
export const requestIdMixin: NonNullable<LoggerOptions['mixin']> = (_line, _level, logger) => {
  const reqId = currentRequestId();
  if (reqId === undefined || REQUEST_ID_KEY in logger.bindings()) return {};
  return { [REQUEST_ID_KEY]: reqId };
};

/** The options of every logger of the server, Fastify's own (tests) and the process's. */
export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: redaction, serializers: logSerializers, mixin: requestIdMixin };
}

/**
 * The process's logger: JSON lines for machines; readable lines (pino-pretty) when it writes to a
 * terminal, as under `npm start` by hand. Either way redacted, and a request's lines carry its id.
 */
export function createLogger(level: string, stream?: pino.DestinationStream): Logger {
  const options = loggerOptions(level);
  if (!stream && process.stdout.isTTY) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } });
  }
  return stream ? pino(options, stream) : pino(options);
}
