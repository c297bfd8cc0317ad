import { randomUUID } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which this project's compiler settings cannot read). */
const ARGON2ID = 2 as Algorithm;

/**
 * docs/rules/accounts-and-auth.md#sessions: passwords (and reset codes) are stored only as argon2id hashes: memory-hard, salted with 16
 * random bytes, parameters kept inside the PHC string so they can be raised later. Parameters are
 * OWASP's first recommended argon2id configuration; docs/decisions/0005 records them and why.
 */
export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456, // KiB (19 MiB)
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

export interface PasswordHasher {
  hash(secret: string): Promise<string>;
  /** True when `secret` matches `stored`. A malformed hash is a mismatch, never an exception. */
  verify(stored: string, secret: string): Promise<boolean>;
  /**
   * Spends the same time as a real `verify` and returns false: used when there is no account, so
   * answers take as long whether or not an address is registered (docs/rules/accounts-and-auth.md#password-reset-and-rate-limits).
   */
  verifyNothing(secret: string): Promise<false>;
}

export function createPasswordHasher(): PasswordHasher {
  // A hash of a random secret with the same parameters, made once; verifying against it costs what
  // verifying a real account's hash costs.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => {
    decoy ??= hash(randomUUID(), ARGON2_PARAMS);
    return decoy;
  };

  const verifyHash = async (stored: string, secret: string) => {
    try {
      return await verify(stored, secret);
    } catch {
      return false;
    }
  };

  return {
    hash: (secret) => hash(secret, ARGON2_PARAMS),
    verify: verifyHash,
    async verifyNothing(secret) {
      await verifyHash(await decoyHash(), secret);
      return false;
    },
  };
}
