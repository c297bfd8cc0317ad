import { inputTexts } from '@studio/shared';
import { AppError } from './app-error';

/**
 * The one place for the rules every text input meets, however it arrives: JSON, multipart fields,
 * query strings, path parameters, page forms (ADR 0036). Refused with 400 before any write:
 *
 * - C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL
 *   refuses NUL in text outright; the others are never typed and only make trouble in mails and
 *   pages.
 * - A lone UTF-16 surrogate (`"\ud800"` in JSON): not text at all, and PostgreSQL refuses it in
 *   `jsonb` (the audit log).
 * - Data nested deeper than MAX_DEPTH: no form of the product nests more than a few levels, and
 *   the checks and schemas behind this one must never have to walk thousands.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const MAX_DEPTH = 32;

export type TextFault = 'control' | 'surrogate' | 'depth';

const faultOf = (text: string): TextFault | undefined =>
  CONTROL.test(text) ? 'control' : LONE_SURROGATE.test(text) ? 'surrogate' : undefined;

/**
 * The first text inside `value` that breaks a rule, with its field (dotted path, `_` for the value
 * itself), or undefined. Object keys count as text too. An iterative walk: no depth of input can
 * exhaust the stack.
 */
export function textFault(value: unknown): { field: string; fault: TextFault } | undefined {
  const stack: { value: unknown; at: string; depth: number }[] = [{ value, at: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: v, at, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const fault = faultOf(v);
      if (fault) return { field: at || '_', fault };
      continue;
    }
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    if (depth >= MAX_DEPTH) return { field: at || '_', fault: 'depth' };
    const entries = Object.entries(v);
    // Pushed last first, so that the first field in the input is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const path = at ? `${at}.${key}` : key;
      const keyFault = faultOf(key);
      if (keyFault) return { field: path, fault: keyFault };
      stack.push({ value: inner, at: path, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Each fault's message, read in the request's language when it is refused. */
const messages: Record<TextFault, () => string> = {
  control: () => inputTexts.controlCharacters,
  surrogate: () => inputTexts.invalidCharacters,
  depth: () => inputTexts.tooDeep,
};

/** 400 naming the field when a text input breaks a rule of this module. */
export function refuseBadText(value: unknown): void {
  const found = textFault(value);
  if (!found) return;
  const message = messages[found.fault]();
  throw new AppError('VALIDATION', message, { [found.field]: [message] });
}
