/**
 * Index arithmetic for the carousels: cyclic stepping (hero, testimonials) and the team
 * carousel's ping-pong, which reverses direction at either end (0, 1, 2, 3, 2, 1, 0, 1, ...).
 */

/** `index + delta`, wrapped into 0..count-1 (0 when there is nothing to show). */
export function stepCyclic(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

export type Direction = 1 | -1;

export interface PingPongState {
  index: number;
  direction: Direction;
}

/**
 * One automatic step of a carousel that bounces between its ends: it moves in `direction` and
 * turns around when the next position would fall outside 0..positions-1. With one position it
 * stays where it is.
 */
export function stepPingPong({ index, direction }: PingPongState, positions: number): PingPongState {
  if (positions <= 1) return { index: 0, direction: 1 };
  const at = clampIndex(index, positions);
  const next = at + direction;
  if (next < 0 || next > positions - 1) return { index: at - direction, direction: -direction as Direction };
  return { index: next, direction };
}

/** Keeps an index inside 0..positions-1 (e.g. after the number of visible cards changes). */
export function clampIndex(index: number, positions: number): number {
  if (positions <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), positions - 1);
}

/**
 * How many positions a window of `perView` cards can take over `count` cards: 4 cards shown
 * 1 at a time give 4 positions, 2 at a time give 3, and 4 or more at a time give 1.
 */
export function windowPositions(count: number, perView: number): number {
  if (count <= 0) return 0;
  return Math.max(1, count - Math.max(1, Math.trunc(perView)) + 1);
}
