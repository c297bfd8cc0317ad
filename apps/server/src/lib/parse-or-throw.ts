import { fieldErrors } from '@studio/shared';
import { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses `value` with a shared schema, or throws the 400 the error handler sends for a route's own
 * schema (docs/rules/platform.md#errors): the first broken rule as the message and, per field, its
 * first message, keyed as the form shows it (`fieldErrors` of `@studio/shared`). For what a route
 * schema cannot check itself: multipart fields, or parts read before the body is whole.
 */
export function parseOrThrow<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error.issues);
  const byField = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid request.', byField);
}
