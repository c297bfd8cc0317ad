import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';

let trigger: ((visible: boolean) => void) | undefined;

class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    trigger = (visible) =>
      this.callback(
        [{ isIntersecting: visible } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function Counter() {
  const { ref, value } = useCountUp<HTMLParagraphElement>(300, 2000, 100);
  return <p ref={ref}>{value}</p>;
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

describe('useCountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    trigger = undefined;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits at 0 until in view, then counts to the target in equal steps', () => {
    mockReducedMotion(false);
    render(<Counter />);
    expect(screen.getByText('0')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('0')).toBeInTheDocument();

    act(() => trigger?.(false));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('0')).toBeInTheDocument();

    act(() => trigger?.(true));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('15')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText('150')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('300')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('300')).toBeInTheDocument();
  });

  it('shows the target at once under reduced motion', () => {
    mockReducedMotion(true);
    render(<Counter />);
    expect(screen.getByText('300')).toBeInTheDocument();
    expect(trigger).toBeUndefined();
  });
});
