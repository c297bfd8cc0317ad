/**
 * Calls `gone` once when the process `parentPid` is no longer this process's parent (it died, even
 * by `kill -9`, and the system handed this process to another): a launcher's child must not outlive
 * it (ADR 0041). Linux offers no portable "die with the parent" from Node; a check each second does.
 */
export function watchParent(parentPid: number, gone: () => void, everyMs = 1000): () => void {
  const timer = setInterval(() => {
    if (process.ppid === parentPid) return;
    clearInterval(timer);
    gone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
