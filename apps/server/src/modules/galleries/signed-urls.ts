import { createHash, createHmac, randomBytes } from 'node:crypto';
import { secretsEqual } from '../../lib/secrets-equal';

/** How long a signed image address works; rounded up to the hour, so the browser's cache stays warm. */
export const SIGNED_URL_SECONDS = 2 * 60 * 60;
export const GALLERY_MEDIA_PREFIX = '/api/gallery-media/';

/**
 * What a signed address names: a web size (`w800.webp`, `w1600.avif`), the web download
 * (`web.webp`) or the original (`original`).
 */
export const MEDIA_KIND = /^(?:w(\d{2,5})\.(webp|avif)|web\.webp|original)$/;

/** A new secret: 32 random bytes, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url');
/** Tokens and guest keys are kept as SHA-256 hashes only. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * `who` is the access the address was made for: `l{link id}` for a guest (so revoking the link
 * stops the address at once: the server reads the link on every request) or `u{user id}`.
 */
export interface SignedParts {
  photoId: string;
  kind: string;
  expires: number;
  who: string;
}

const signature = (key: string, p: SignedParts) =>
  createHmac('sha256', key).update(`${p.photoId}|${p.kind}|${p.expires}|${p.who}`).digest('base64url').slice(0, 32);

export function signedUrl(key: string, parts: Omit<SignedParts, 'expires'>, now = Date.now()): string {
  const hour = 3600;
  const expires = Math.ceil((now / 1000 + SIGNED_URL_SECONDS) / hour) * hour;
  const s = signature(key, { ...parts, expires });
  return `${GALLERY_MEDIA_PREFIX}${parts.photoId}/${parts.kind}?e=${expires}&a=${encodeURIComponent(parts.who)}&s=${s}`;
}

/** True when `sig` signs `parts` with `key` and the address has not expired. */
export function verifySigned(key: string, parts: SignedParts, sig: string, now = Date.now()): boolean {
  if (!Number.isSafeInteger(parts.expires) || parts.expires * 1000 < now) return false;
  return secretsEqual(sig, signature(key, parts));
}
