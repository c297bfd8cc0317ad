import { ApiError } from '@/lib/api-client';

/**
 * The server's first message per field (a 400's `errors`), for the fields a form has (every field
 * the server named, without `fields`). The one mapping of server errors onto fields.
 */
export function serverFieldErrors<F extends string>(err: unknown, fields?: readonly F[]): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(err instanceof ApiError) || !err.errors) return found;
  for (const [key, messages] of Object.entries(err.errors)) {
    if (fields && !fields.includes(key as F)) continue;
    if (messages[0]) found[key as F] = messages[0];
  }
  return found;
}
