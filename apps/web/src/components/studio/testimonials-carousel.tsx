import { TESTIMONIAL_INTERVAL_MS, studioPageTexts } from '@studio/shared';
import { useId, useState } from 'react';
import { ArrowButton, DotButtons, RotationButton } from './carousel-buttons';
import { stepCyclic } from './carousel-index';
import type { ShownTestimonial } from './resolve-people';
import { TestimonialCard } from './testimonial-card';
import { useAutoAdvance, useCarouselRotation } from './use-carousel';

/**
 * docs/rules/product.md#screens/4: the testimonials carousel. Advances every 5 s (TESTIMONIAL_INTERVAL_MS), with
 * previous/next buttons and dot indicators; pauses on hover and focus, has a Pause button, and
 * does not rotate under reduced motion (docs/rules/platform.md#accessibility), nor while off screen or in a hidden tab. An island of
 * the home page: the testimonials come resolved (`resolveTestimonials`) in its props.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: ShownTestimonial[] }) {
  const count = testimonials.length;
  const [position, setPosition] = useState(0);
  const index = stepCyclic(position, 0, count);
  const rotation = useCarouselRotation<HTMLDivElement>(count);
  const id = useId();
  const slidesId = `${id}-slides`;

  useAutoAdvance(() => setPosition((p) => stepCyclic(p, 1, count)), TESTIMONIAL_INTERVAL_MS, rotation.running, index);

  if (count === 0) return null;
  return (
    <div
      role="group"
      aria-roledescription={studioPageTexts.roleCarousel}
      aria-label={studioPageTexts.clientTestimonialsLabel}
      data-testid="testimonials-carousel"
      {...rotation.bind}
    >
      <div id={slidesId} aria-live={rotation.running ? 'off' : 'polite'} className="grid">
        {testimonials.map((t, i) => (
          <div
            key={t.id}
            role="group"
            aria-roledescription={studioPageTexts.roleSlide}
            aria-label={studioPageTexts.slidePosition({ index: i + 1, count })}
            data-active={i === index}
            inert={i !== index}
            className={`transition-[opacity,translate] ease-out [grid-area:1/1] ${
              i === index
                ? 'translate-y-0 opacity-100 delay-200 duration-500'
                : 'pointer-events-none translate-y-2 opacity-0 duration-200'
            }`}
          >
            <TestimonialCard testimonial={t} variant="feature" />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="mt-10 flex items-center justify-center gap-3">
          <ArrowButton
            direction="previous"
            label={studioPageTexts.carousel.previousTestimonial}
            controls={slidesId}
            onClick={() => setPosition(stepCyclic(index, -1, count))}
          />
          <DotButtons
            count={count}
            index={index}
            controls={slidesId}
            onSelect={setPosition}
            label={(i) => studioPageTexts.dots.testimonial({ index: i + 1, count })}
          />
          <ArrowButton
            direction="next"
            label={studioPageTexts.carousel.nextTestimonial}
            controls={slidesId}
            onClick={() => setPosition(stepCyclic(index, 1, count))}
          />
          {rotation.canRotate && (
            <RotationButton stopped={rotation.stopped} onToggle={rotation.toggleStopped} what="testimonials" />
          )}
        </div>
      )}
    </div>
  );
}
