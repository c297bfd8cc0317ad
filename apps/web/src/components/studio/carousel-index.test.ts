import { describe, expect, it } from 'vitest';
import { clampIndex, type PingPongState, stepCyclic, stepPingPong, windowPositions } from './carousel-index';

describe('stepCyclic', () => {
  it('moves forward and wraps past the last slide', () => {
    expect(stepCyclic(0, 1, 3)).toBe(1);
    expect(stepCyclic(1, 1, 3)).toBe(2);
    expect(stepCyclic(2, 1, 3)).toBe(0);
  });

  it('moves backward and wraps before the first slide', () => {
    expect(stepCyclic(0, -1, 3)).toBe(2);
    expect(stepCyclic(2, -1, 3)).toBe(1);
  });

  it('handles jumps larger than the count and an empty carousel', () => {
    expect(stepCyclic(1, 7, 3)).toBe(2);
    expect(stepCyclic(1, -7, 3)).toBe(0);
    expect(stepCyclic(3, 1, 0)).toBe(0);
    expect(stepCyclic(0, 1, 1)).toBe(0);
  });
});

describe('stepPingPong', () => {
  function run(positions: number, steps: number, start: PingPongState = { index: 0, direction: 1 }) {
    const seen = [start.index];
    let state = start;
    for (let i = 0; i < steps; i++) {
      state = stepPingPong(state, positions);
      seen.push(state.index);
    }
    return seen;
  }

  it('goes 0→1→2→3, reverses at the end, reverses again at the start', () => {
    expect(run(4, 9)).toEqual([0, 1, 2, 3, 2, 1, 0, 1, 2, 3]);
  });

  it('reports the direction it is moving in', () => {
    expect(stepPingPong({ index: 2, direction: 1 }, 4)).toEqual({ index: 3, direction: 1 });
    expect(stepPingPong({ index: 3, direction: 1 }, 4)).toEqual({ index: 2, direction: -1 });
    expect(stepPingPong({ index: 0, direction: -1 }, 4)).toEqual({ index: 1, direction: 1 });
  });

  it('bounces between two positions and stays put with one', () => {
    expect(run(2, 4)).toEqual([0, 1, 0, 1, 0]);
    expect(run(1, 3)).toEqual([0, 0, 0, 0]);
    expect(run(0, 2)).toEqual([0, 0, 0]);
  });

  it('recovers when the index is out of range (fewer positions after a resize)', () => {
    expect(stepPingPong({ index: 3, direction: 1 }, 2)).toEqual({ index: 0, direction: -1 });
    expect(stepPingPong({ index: 5, direction: -1 }, 3)).toEqual({ index: 1, direction: -1 });
  });
});

describe('windowPositions and clampIndex', () => {
  it('counts the positions a window of cards can take', () => {
    expect(windowPositions(4, 1)).toBe(4);
    expect(windowPositions(4, 2)).toBe(3);
    expect(windowPositions(4, 3)).toBe(2);
    expect(windowPositions(4, 4)).toBe(1);
    expect(windowPositions(4, 6)).toBe(1);
    expect(windowPositions(0, 2)).toBe(0);
    expect(windowPositions(4, 0)).toBe(4);
  });

  it('clamps an index into range', () => {
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(1, 0)).toBe(0);
  });
});
