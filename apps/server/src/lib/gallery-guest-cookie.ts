/**
 * A share link's guest key lives in a cookie named after the link, so one browser can hold several
 * galleries (docs/decisions/0039-client-galleries.md).
 */
const PREFIX = 'gallery_';

export const guestCookieName = (linkId: string) => `${PREFIX}${linkId.replaceAll('-', '')}`;

/**
 * The request's guest cookies alone, as a Cookie header: what the server's render of a share link's
 * page passes to the API (docs/decisions/0044-gallery-first-screen.md), never the session.
 */
export function guestCookieHeader(cookies: Record<string, string | undefined>): string | undefined {
  const pairs = Object.entries(cookies).filter(
    (entry): entry is [string, string] => entry[0].startsWith(PREFIX) && entry[1] !== undefined,
  );
  return pairs.length ? pairs.map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
}
