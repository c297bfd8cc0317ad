import { englishLang } from '@studio/shared';
import { Quote } from 'lucide-react';
import { Avatar } from './avatar';
import type { ShownTestimonial } from './resolve-people';

interface TestimonialCardProps {
  /** With its avatar resolved on the server (`resolveTestimonials`). */
  testimonial: ShownTestimonial;
  /** 'feature': the large quote of the carousel; 'card': a card in a list. */
  variant?: 'feature' | 'card';
}

/** One client's words, with their initials avatar, name and occasion. */
export function TestimonialCard({ testimonial, variant = 'card' }: TestimonialCardProps) {
  const feature = variant === 'feature';
  return (
    <figure className={`flex h-full flex-col ${feature ? 'mx-auto max-w-3xl items-center text-center' : ''}`}>
      <Quote aria-hidden className={`text-clay dark:text-gold ${feature ? 'size-10' : 'size-8'}`} />
      <blockquote
        className={
          feature
            ? 'mt-6 flex flex-1 items-center font-serif text-2xl leading-snug text-balance sm:text-3xl'
            : 'mt-5 flex-1 font-serif text-xl leading-relaxed'
        }
      >
        <p {...englishLang(testimonial, 'feedback')}>{testimonial.feedback}</p>
      </blockquote>
      <figcaption
        className={`flex items-center gap-4 ${feature ? 'mt-8' : 'mt-8 border-t border-stone-200 pt-6 dark:border-stone-700'}`}
      >
        <Avatar image={testimonial.avatar} name={testimonial.name} className="size-14" />
        <span className="text-left">
          <span className="block font-semibold">{testimonial.name}</span>
          {testimonial.occasion && (
            <span
              className="block text-sm text-stone-600 dark:text-stone-300"
              {...englishLang(testimonial, 'occasion')}
            >
              {testimonial.occasion}
            </span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
