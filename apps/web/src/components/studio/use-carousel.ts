import { type FocusEvent, type PointerEvent, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { usePrefersReducedMotion, useSeen } from '@/lib/motion';

/**
 * Calls `advance` once `intervalMs` after the last change of `position` while `running`: a
 * manual move restarts the wait, so a slide always gets its full time on screen.
 */
export function useAutoAdvance(advance: () => void, intervalMs: number, running: boolean, position: number) {
  const onTick = useEffectEvent(advance);
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => onTick(), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, intervalMs, position]);
}

/** Marks the button that starts and stops rotation: focusing it does not count as "focus inside". */
export const ROTATION_CONTROL_ATTR = 'data-rotation-control';

/**
 * docs/rules/platform.md#accessibility: an automatic carousel rotates only while nobody is reading it. It pauses while a mouse
 * rests on it or keyboard focus is inside it, stops when the visitor presses Pause, and never
 * rotates under `prefers-reduced-motion`. Its timer runs only while it is on screen in a visible
 * tab (a carousel nobody sees costs no work).
 */
export function useCarouselRotation<T extends HTMLElement = HTMLElement>(slideCount: number) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<T>(null);
  const seen = useSeen(ref);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const onPointerEnter = useCallback((e: PointerEvent) => {
    if (e.pointerType !== 'touch') setHovered(true);
  }, []);
  const onPointerLeave = useCallback(() => setHovered(false), []);
  const onFocus = useCallback((e: FocusEvent) => {
    setFocused(!(e.target as HTMLElement).hasAttribute(ROTATION_CONTROL_ATTR));
  }, []);
  const onBlur = useCallback((e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (!next || !e.currentTarget.contains(next)) setFocused(false);
  }, []);

  const canRotate = slideCount > 1 && !reducedMotion;
  const running = canRotate && !stopped && !hovered && !focused && seen;
  return {
    /** True while the carousel is advancing by itself. */
    running,
    /** True while it is on screen in a visible tab. */
    seen,
    /** Whether a Pause/Play control makes sense (more than one slide and motion allowed). */
    canRotate,
    /** The visitor pressed Pause. */
    stopped,
    toggleStopped: useCallback(() => setStopped((s) => !s), []),
    /** Spread on the carousel's root element (`data-rotating` tells tests and styles that the timer runs). */
    bind: { ref, onPointerEnter, onPointerLeave, onFocus, onBlur, 'data-rotating': running },
  };
}
