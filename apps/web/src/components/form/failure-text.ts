import { authTexts } from '@studio/shared';
import { ApiError } from '@/lib/api-client';

/** What a failed request of the signed-in app says (docs/rules/product.md#messages): the server's message, otherwise the generic text. */
export function failureText(err: unknown): string {
  return err instanceof ApiError && err.status > 0 ? err.message : authTexts.fallbackFailure;
}

/** The failure text for a form's outcome: nothing when the same message already stands under a field. */
export function failureOutsideFields(err: unknown, underFields: Partial<Record<string, string>>): string | undefined {
  const text = failureText(err);
  return Object.values(underFields).includes(text) ? undefined : text;
}
