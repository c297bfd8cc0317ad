/**
 * At most `slots` pieces of work at a time; the rest wait their turn, in order. For work that
 * would otherwise take every thread of a shared pool (image processing, ADR 0036).
 */
export function workSlots(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** How many wait for a slot now. */
    get waiting() {
      return waiting.length;
    },
  };
}
