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

/** An e-mail address anywhere in a line, also URL-encoded (`%40`): first letter, rest, `@`, domain. */
const EMAIL_IN_TEXT = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
/** `logo@2x.png` is a file name, not an address. */
const FILE_TYPE = /\.(?:png|jpe?g|webp|avif|gif|svg|ico|js|mjs|cjs|css|map|json|html?|txt|xml|woff2?|ttf|eml|tsx?)$/i;

/**
 * Masks every e-mail address in a text the way maskEmail does: the addresses that no redaction
 * path can name, such as those in an SMTP server's refusal (the error's message, stack, response
 * and rejected recipients) or in a database error's detail. A masked address stays as it is.
 */
export function maskEmailsIn(text: string): string {
  if (!text.includes('@') && !text.includes('%40')) return text;
  return text.replace(EMAIL_IN_TEXT, (whole, first: string, at: string, domain: string) =>
    FILE_TYPE.test(domain) ? whole : `${first}***${at}${domain}`,
  );
}

/**
 * What no log line may hold (docs/rules/history.md#issue-15): credentials, tokens, passwords, reset codes, and whole
 * e-mail addresses (masked to their first letter and domain).
 */
export const redaction: LoggerOptions['redact'] = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    ...['to', 'email', 'replyTo', 'password', 'newPassword', 'token', 'otp'].flatMap((k) => [k, `*.${k}`]),
    // A reset code where a form's values are logged; an error's `code` (ECONNREFUSED, an SQL
    // state such as 23505) is what an operator reads first, so `err.code` stays (ADR 0041).
    ...['', 'body.', 'query.', 'params.', 'data.', 'payload.', 'input.', 'req.body.'].map((at) => `${at}code`),
  ],
  censor: (value, path) => {
    const key = path[path.length - 1] ?? '';
    return EMAIL_KEYS.has(key) && typeof value === 'string' ? maskEmail(value) : '[redacted]';
  },
};

/**
 * Errors as pino writes them, except a failed query's parameters (drizzle's DrizzleQueryError
 * carries them in `params` and at the end of its message and stack): they are the row's values,
 * password hashes, newsletter tokens and addresses among them. The query itself stays.
 */
function serializeError(err: unknown) {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (!err || typeof err !== 'object' || !Array.isArray((err as { params?: unknown }).params)) return out;
  const original = (err as Error).message ?? '';
  const cut = original.indexOf('\nparams: ');
  const without = `${original.slice(0, cut)}\nparams: [redacted]`;
  // A function, so that the query's `$1` and the like are not read as replacement patterns.
  const replace = (text: unknown) =>
    typeof text === 'string' && cut >= 0 ? text.replace(original, () => without) : text;
  return { ...out, params: '[redacted]', message: replace(out.message), stack: replace(out.stack) };
}

/** A request's URL with the values of secret query parameters redacted. */
export const safeUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

export const logSerializers: LoggerOptions['serializers'] = {
  err: serializeError,
  req: (req: {
    method?: string;
    url?: string;
    headers?: Record<string, unknown>;
    socket?: { remoteAddress?: string };
  }) => ({
    method: req.method,
    url: req.url === undefined ? undefined : safeUrl(req.url),
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

/** Told of every line at `error` or `fatal` that carries an error (the error tracker, docs/decisions/0043). */
export type ErrorLineListener = (
  err: unknown,
  context: { message?: string; level: 'error' | 'fatal'; [key: string]: unknown },
) => void;

const ERROR_LEVEL = 50;

/** pino's `logMethod` hook that hands an error line's error, message and bindings (the request's id) to `onError`. */
function tellErrors(onError: ErrorLineListener): NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']> {
  return function (this: Logger, args, method, level) {
    if (level >= ERROR_LEVEL) {
      const [first, second] = args as unknown[];
      const fields = first instanceof Error ? { err: first } : (first as Record<string, unknown> | undefined);
      const err = fields && typeof fields === 'object' ? (fields.err ?? fields.error) : undefined;
      if (err !== undefined) {
        const { err: _err, error: _error, ...rest } = fields as Record<string, unknown>;
        const reqId = currentRequestId();
        onError(err, {
          ...this.bindings(),
          ...(reqId ? { [REQUEST_ID_KEY]: reqId } : {}),
          ...rest,
          message: typeof second === 'string' ? second : undefined,
          level: level >= 60 ? 'fatal' : 'error',
        });
      }
    }
    method.apply(this, args);
  };
}

/** The options of every logger of the server, Fastify's own (tests) and the process's. */
export function loggerOptions(level: string, onError?: ErrorLineListener): LoggerOptions {
  return {
    level,
    redact: redaction,
    serializers: logSerializers,
    mixin: requestIdMixin,
    hooks: { streamWrite: maskEmailsIn, ...(onError ? { logMethod: tellErrors(onError) } : {}) },
  };
}

/**
 * The process's logger: JSON lines for machines; readable lines (pino-pretty) when it writes to a
 * terminal, as under `npm start` by hand. Either way redacted, and a request's lines carry its id.
 */
export function createLogger(level: string, stream?: pino.DestinationStream, onError?: ErrorLineListener): Logger {
  const options = loggerOptions(level, onError);
  if (!stream && process.stdout.isTTY) {
    const pretty = pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        // One line per entry: the fields after the message on the same line (ADR 0041).
        options: { translateTime: 'SYS:HH:MM:ss', singleLine: true, ignore: 'pid,hostname' },
      },
    });
    onePerRequest.add(pretty);
    return pretty;
  }
  return stream ? pino(options, stream) : pino(options);
}

const onePerRequest = new WeakSet<Logger>();

/**
 * True for the readable logger of a terminal: there the app writes one line per request
 * (`GET /path 200 12 ms`) instead of Fastify's two lines with their request and reply objects.
 */
export const logsOneLinePerRequest = (logger: Logger) => onePerRequest.has(logger);
