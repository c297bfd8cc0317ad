import type { StudioContent } from '@studio/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveTestimonials } from './resolve-people';
import { stubMatchMedia } from './test-content';
import { TestimonialsCarousel } from './testimonials-carousel';

const testimonials: StudioContent['testimonials'] = [
  { id: 'a', name: 'Esther Mwangi', feedback: 'The rain stopped at five.', image: 'portraits/avatar-testimonial-01' },
  { id: 'b', name: 'Felix Omondi', feedback: 'Orders went up that week.', image: 'portraits/avatar-testimonial-02' },
  {
    id: 'c',
    name: 'Grace Achieng',
    feedback: 'Four generations in one frame.',
    image: 'portraits/avatar-testimonial-03',
  },
];

/** The island with the props the home page gives it. */
const renderCarousel = () => render(<TestimonialsCarousel testimonials={resolveTestimonials(testimonials)} />);

function activeName() {
  const active = document.querySelector('[aria-roledescription="slide"][data-active="true"]');
  return active?.querySelector('figcaption')?.textContent ?? '';
}

describe('TestimonialsCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 s and wraps around', () => {
    renderCarousel();
    expect(activeName()).toContain('Esther Mwangi');
    act(() => vi.advanceTimersByTime(4_999));
    expect(activeName()).toContain('Esther Mwangi');
    act(() => vi.advanceTimersByTime(1));
    expect(activeName()).toContain('Felix Omondi');
    act(() => vi.advanceTimersByTime(5_000));
    expect(activeName()).toContain('Grace Achieng');
    act(() => vi.advanceTimersByTime(5_000));
    expect(activeName()).toContain('Esther Mwangi');
  });

  it('moves with previous/next and the dots, which mark the current testimonial', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(activeName()).toContain('Grace Achieng');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(activeName()).toContain('Esther Mwangi');
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2 of 3' }));
    expect(activeName()).toContain('Felix Omondi');
    expect(screen.getByRole('button', { name: 'Show testimonial 2 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show testimonial 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('hides the other testimonials from assistive technology and the keyboard', () => {
    renderCarousel();
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(3);
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderCarousel();
    const carousel = screen.getByTestId('testimonials-carousel');
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeName()).toContain('Esther Mwangi');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(5_000));
    expect(activeName()).toContain('Felix Omondi');
  });

  it('pauses while focus is inside, and stops for good with Pause', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeName()).toContain('Esther Mwangi');
    act(() => next.blur());
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => screen.getByRole('button', { name: 'Play testimonials' }).blur());
    act(() => vi.advanceTimersByTime(12_000));
    expect(activeName()).toContain('Esther Mwangi');
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(activeName()).toContain('Felix Omondi');
  });

  it('does not rotate under prefers-reduced-motion', () => {
    const restore = stubMatchMedia((q) => q.includes('reduce'));
    try {
      renderCarousel();
      act(() => vi.advanceTimersByTime(20_000));
      expect(activeName()).toContain('Esther Mwangi');
      expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
      expect(activeName()).toContain('Felix Omondi');
    } finally {
      restore();
    }
  });

  it('waits while off screen or in a hidden tab, and then gives the slide its full time', () => {
    let report: ((visible: boolean) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = (visible) =>
            callback(
              [{ isIntersecting: visible } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        observe() {}
        disconnect() {}
      },
    );
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (hidden ? 'hidden' : 'visible'),
      });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    try {
      renderCarousel();
      const carousel = screen.getByTestId('testimonials-carousel');
      // Not seen yet: nothing runs.
      act(() => vi.advanceTimersByTime(12_000));
      expect(activeName()).toContain('Esther Mwangi');
      expect(carousel).toHaveAttribute('data-rotating', 'false');

      act(() => report?.(true));
      expect(carousel).toHaveAttribute('data-rotating', 'true');
      act(() => vi.advanceTimersByTime(3_000));
      act(() => report?.(false));
      act(() => vi.advanceTimersByTime(12_000));
      expect(activeName()).toContain('Esther Mwangi');

      act(() => report?.(true));
      setHidden(true);
      act(() => vi.advanceTimersByTime(12_000));
      expect(activeName()).toContain('Esther Mwangi');
      setHidden(false);
      act(() => vi.advanceTimersByTime(4_999));
      expect(activeName()).toContain('Esther Mwangi');
      act(() => vi.advanceTimersByTime(1));
      expect(activeName()).toContain('Felix Omondi');
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
