import { fieldErrors } from '@studio/shared';

type Issue = { path: readonly PropertyKey[]; message: string };
/** A shared zod schema, as far as a form needs it (so this module does not load zod itself). */
interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** A form's check by a shared schema (docs/rules/product.md#validation): the data to send, or the first message per field. */
export function validateWith<F extends string, T>(
  schema: Schema<T>,
  values: unknown,
): { data?: T; errors: Partial<Record<F, string>> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  return { errors: fieldErrors(parsed.error.issues) as Partial<Record<F, string>> };
}
