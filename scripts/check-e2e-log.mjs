#!/usr/bin/env node
// docs/rules/history.md#issue-15: no log line may hold a secret, token, password, OTP or whole e-mail address. `npm test`
// runs the browser tests against a server logging at `info` into a file, then this scans the whole
// file and fails the run if any line holds one. It prints the line numbers and the kind of leak,
// never the value itself.
//
//   node scripts/check-e2e-log.mjs <server log>
//
// Besides the patterns below, it looks for the values of this process's secret environment
// variables (names holding PASSWORD, SECRET, TOKEN or KEY, and the password inside any *_URL):
// `npm test` hands it the ones it gave the e2e server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a redacted or masked value looks like (lib/logger.ts writes `[redacted]`). */
const MASKED = /^(?:\[redacted\]|%5Bredacted%5D|\*+|x{3,})$/i;
const masked = (value) => value === '' || MASKED.test(value);

/**
 * An e-mail address, also URL-encoded (`%40`). lib/logger.ts's maskEmail writes `a***@domain`:
 * the `*` cannot be part of an address's local part, so a masked address never matches.
 */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** File names such as `logo@2x.png` look like addresses: their "domain" ends in a file type. */
const FILE_TYPE = /\.(?:png|jpe?g|webp|avif|gif|svg|ico|js|mjs|cjs|css|map|json|html?|txt|xml|woff2?|ttf|eml|tsx?)$/i;
/** `scheme://user:password@host`; the password is group 1. */
const URL_CREDENTIALS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s/?#@"'\\]*:([^\s/?#@"'\\]+)@/gi;
const BEARER = /\bBearer\s+([A-Za-z0-9._~+/-]+=*)/gi;
const SESSION_COOKIE = /\b(?:picha_session|session|sid)=([^;,\s"\\]*)/gi;
/** A JSON-encoded key and its string or number value (group 2: a string's content, 3: a number). */
const JSON_PAIR = /"([^"\\]+)":\s*(?:"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?))/g;
/** A secret in a query string. */
const QUERY_SECRET = /[?&](token|code|otp|password|passwd|email|session)=([^&#\s"\\]*)/gi;
/** A reset code in words: "code 123456", "OTP: 123456" (OTP_LENGTH of packages/shared is 6). */
const CODE_IN_TEXT = /\b(?:code|otp)\b[^0-9"\n]{0,24}\b\d{6}\b/i;
const JWT = /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/;

export const KINDS = {
  email: 'e-mail address',
  urlCredentials: 'credentials in a URL',
  bearer: 'bearer token or Authorization header',
  cookie: 'cookie or session token',
  password: 'password',
  token: 'token or secret',
  code: 'OTP or reset code',
  env: 'secret from the environment',
};

/** The kinds of leak a JSON key with a (not masked) value stands for, if any. */
function kindOfKey(key, value, isNumber) {
  if (/^(?:proxy-)?authorization$/i.test(key)) return KINDS.bearer;
  if (/^(?:set-)?cookie$/i.test(key)) return KINDS.cookie;
  if (/(?:password|passwd|pwd)(?:_?hash)?$/i.test(key)) return KINDS.password;
  if (/^(?:otp|code|otpCode|resetCode|reset_code|verificationCode|oneTimeCode)$/i.test(key))
    return /^\d{4,8}$/.test(value) && (isNumber || value.length >= 6) ? KINDS.code : undefined;
  if (!isNumber && /(?:token|secret|api[_-]?key|private[_-]?key|session[_-]?id)$/i.test(key)) return KINDS.token;
  return undefined;
}

/**
 * The kinds of leak in one line (empty when it is clean). `secrets` are `{ name, value }` pairs
 * whose values no line may contain.
 */
export function leaksIn(line, secrets = []) {
  const kinds = new Set();
  let rest = line;

  for (const m of line.matchAll(URL_CREDENTIALS)) {
    if (!masked(m[1])) kinds.add(KINDS.urlCredentials);
    // The password of a URL is no e-mail address's local part.
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(EMAIL)) {
    if (!FILE_TYPE.test(m[0])) kinds.add(KINDS.email);
  }
  for (const m of line.matchAll(BEARER)) if (!masked(m[1]) && m[1].length >= 8) kinds.add(KINDS.bearer);
  for (const m of line.matchAll(SESSION_COOKIE)) if (!masked(m[1])) kinds.add(KINDS.cookie);
  for (const m of line.matchAll(JSON_PAIR)) {
    const isNumber = m[3] !== undefined;
    const value = isNumber ? m[3] : m[2];
    if (masked(value)) continue;
    const kind = kindOfKey(m[1], value, isNumber);
    if (kind) kinds.add(kind);
  }
  for (const m of line.matchAll(QUERY_SECRET)) {
    if (masked(m[2])) continue;
    const name = m[1].toLowerCase();
    kinds.add(
      name === 'email'
        ? KINDS.email
        : name === 'code' || name === 'otp'
          ? KINDS.code
          : name.startsWith('pass')
            ? KINDS.password
            : name === 'session'
              ? KINDS.cookie
              : KINDS.token,
    );
  }
  if (CODE_IN_TEXT.test(line)) kinds.add(KINDS.code);
  if (JWT.test(line)) kinds.add(KINDS.token);
  for (const { name, value } of secrets) {
    if (
      line.includes(value) ||
      line.includes(encodeURIComponent(value)) ||
      line.includes(JSON.stringify(value).slice(1, -1))
    )
      kinds.add(`${KINDS.env} (${name})`);
  }
  return [...kinds];
}

/** The secret values of an environment: its secret-named variables, and the passwords in its URLs. */
export function secretsFromEnv(env) {
  const secrets = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (/PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|PRIVATE_?KEY/i.test(name) && value.length >= 8) {
      secrets.push({ name, value });
    }
    if (/_URL$/i.test(name) && value.includes('@')) {
      try {
        const password = decodeURIComponent(new URL(value).password);
        if (password.length >= 8) secrets.push({ name: `${name}'s password`, value: password });
      } catch {
        // not a URL
      }
    }
  }
  return secrets;
}

/** Every line with a leak: `{ line, kinds }`, `line` counted from 1. */
export function scanLog(text, secrets = []) {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const findings = [];
  lines.forEach((line, i) => {
    const kinds = leaksIn(line, secrets);
    if (kinds.length > 0) findings.push({ line: i + 1, kinds });
  });
  return { lines: lines.length, findings };
}

const MAX_SHOWN = 50;

function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/check-e2e-log.mjs <server log>');
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`The server log ${file} is missing: the browser tests' server wrote nothing to check.`);
    return 1;
  }
  const { lines, findings } = scanLog(fs.readFileSync(file, 'utf8'), secretsFromEnv(process.env));
  const name = path.relative(process.cwd(), file) || file;
  if (findings.length === 0) {
    console.log(`Server log ${name}: ${lines} lines scanned, no secret and no whole e-mail address.`);
    return 0;
  }
  console.log(`Server log ${name}: ${lines} lines scanned, ${findings.length} with a leak (values not shown):`);
  for (const f of findings.slice(0, MAX_SHOWN)) console.log(`  line ${f.line}: ${f.kinds.join(', ')}`);
  if (findings.length > MAX_SHOWN) console.log(`  ... and ${findings.length - MAX_SHOWN} more lines`);
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
