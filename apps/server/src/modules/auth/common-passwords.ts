import { COMMON_PASSWORDS } from './common-passwords.data';

let set: Set<string> | undefined;

/** docs/rules/accounts-and-auth.md#passwords: true when the password, ignoring case, is one of the 30,000 most common passwords. */
export function isCommonPassword(password: string): boolean {
  set ??= new Set(COMMON_PASSWORDS.split('\n'));
  return set.has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  set ??= new Set(COMMON_PASSWORDS.split('\n'));
  return set.size;
}
