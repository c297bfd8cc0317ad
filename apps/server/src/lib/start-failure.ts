/** One sentence that says why the server did not start, whatever was thrown (even nothing). */
export function startFailureMessage(err: unknown): string {
  const reason = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  return reason.trim()
    ? `The server could not start: ${reason.trim()}`
    : 'The server could not start, and the failure gave no reason; run it with LOG_LEVEL=debug to see more.';
}
