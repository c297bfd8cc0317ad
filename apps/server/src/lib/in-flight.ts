/**
 * Work started in the background (e-mails sent after a request is answered) that a graceful
 * shutdown should let finish: `track` each promise, `drain` on close.
 */
export function inFlightWork() {
  const pending = new Set<Promise<unknown>>();
  return {
    /** Remembers `p` until it settles; returns it unchanged. */
    track<T>(p: Promise<T>): Promise<T> {
      pending.add(p);
      p.finally(() => pending.delete(p)).catch(() => {});
      return p;
    },
    /** Waits for what is running, at most `timeoutMs`. */
    async drain(timeoutMs = 5000): Promise<void> {
      if (pending.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...pending]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
