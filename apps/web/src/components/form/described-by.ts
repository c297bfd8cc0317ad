/**
 * The ids a field is described by (docs/rules/platform.md#accessibility): its hint's, its error's
 * and its character counter's, when it has them.
 */
export function describedBy(fieldId: string, hint: unknown, error: unknown, counter?: unknown): string | undefined {
  return (
    [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null, counter ? `${fieldId}-counter` : null]
      .filter(Boolean)
      .join(' ') || undefined
  );
}
