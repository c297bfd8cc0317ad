import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether two secrets (tokens, signatures) are equal, in time independent of both: hashing first
 * gives both sides one length, so neither a length nor a common prefix shows in the timing.
 */
export function secretsEqual(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
