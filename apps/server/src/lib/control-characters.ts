import { inputTexts } from '@studio/shared';
import { AppError } from './app-error';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL refuses
 * NUL in text outright; the others are never typed and only make trouble in mails and pages.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The field (dotted path, `_` for the value itself) of the first string inside `value` that holds a
 * control character, or undefined when there is none. Object keys count as text too.
 */
export function fieldWithControlCharacter(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? at || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (CONTROL.test(key)) return path;
    const found = fieldWithControlCharacter(inner, path);
    if (found) return found;
  }
  return undefined;
}

/** 400 naming the field when a text input holds a control character. */
export function refuseControlCharacters(value: unknown): void {
  const field = fieldWithControlCharacter(value);
  if (field)
    throw new AppError('VALIDATION', inputTexts.controlCharacters, { [field]: [inputTexts.controlCharacters] });
}
