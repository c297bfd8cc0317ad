import { options } from 'preact';

/**
 * Preact (ADR 0010) runs effects after the next animation frame; React runs them in the task
 * right after the commit. Scheduling them as React does keeps timers started in effects exact
 * (the hero's 5 s, the team's 9 s, the loader's 5 s), runs them in hidden tabs too, and lets
 * tests that freeze the clock see them. A MessageChannel task, as React's scheduler uses.
 */
export function runEffectsAfterCommit(): void {
  const channel = new MessageChannel();
  let queued: (() => void)[] = [];
  channel.port1.onmessage = () => {
    const run = queued;
    queued = [];
    for (const flush of run) flush();
  };
  options.requestAnimationFrame = (flush) => {
    queued.push(flush);
    if (queued.length === 1) channel.port2.postMessage(null);
  };
}
