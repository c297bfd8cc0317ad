/** Field errors of a failed parse, first message per field, keyed like the server's `errors`. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
