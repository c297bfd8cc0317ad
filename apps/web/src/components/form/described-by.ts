/** The ids a field is described by (docs/rules/platform.md#accessibility): its hint's and its error's, when it has them. */
export function describedBy(fieldId: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
}
