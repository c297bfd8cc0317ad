import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { usePageVisible } from './motion';
import { isClientError } from './api-client';

interface PollOptions {
  intervalMs: number;
  /** False: never asks (e.g. a post the server already said does not exist). */
  enabled?: boolean;
}

export interface Polled<T> {
  /** The latest answer: the server's first (`initial`), then each poll's. */
  data: T | undefined;
  /** The last request's error, cleared by the next answer. */
  error: unknown;
}

/**
 * docs/rules/public-pages.md#polling: asks `load` every `intervalMs`, only while the tab is visible; the server answers unchanged
 * data with 304 (ETag), which the browser's cache turns back into the same body. Without `initial`
 * it asks at once, and again as soon as the tab is shown after being hidden. A failed poll keeps
 * the data it had; an answer that will not change by asking again (4xx) stops the polling.
 */
export function usePolled<T>(
  load: (signal: AbortSignal) => Promise<T>,
  initial: T | undefined,
  { intervalMs, enabled = true }: PollOptions,
): Polled<T> {
  const [state, setState] = useState<Polled<T>>({ data: initial, error: null });
  const [stopped, setStopped] = useState(false);
  const visible = usePageVisible();
  /** Whether the next start is a return to a visible tab (ask at once) rather than the first. */
  const resumed = useRef(initial === undefined);

  const ask = useEffectEvent(async (signal: AbortSignal) => {
    try {
      const data = await load(signal);
      if (!signal.aborted) setState({ data, error: null });
    } catch (error) {
      if (signal.aborted) return;
      setState((s) => ({ data: s.data, error }));
      if (isClientError(error)) setStopped(true);
    }
  });

  useEffect(() => {
    if (!visible) resumed.current = true;
  }, [visible]);

  const active = enabled && !stopped && visible;
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const next = () => {
      if (controller.signal.aborted) return;
      timer = window.setTimeout(() => void ask(controller.signal).then(next), intervalMs);
    };
    if (resumed.current) void ask(controller.signal).then(next);
    else next();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [active, intervalMs]);

  return state;
}
