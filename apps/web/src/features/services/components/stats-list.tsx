import { type Claim, COUNTER_DURATION_MS, COUNTER_STEP_MS, englishLang } from '@studio/shared';
import { useCountUp } from '../hooks/use-count-up';

/** The claim the counter animates ("300+"): the number it counts to, its suffix and label, and which of them show in English. */
type CounterClaim = { target: number; suffix: string; label: string; english?: string[] };

function Counter({ target, suffix, label, english }: CounterClaim) {
  const { ref, value } = useCountUp<HTMLDivElement>(target, COUNTER_DURATION_MS, COUNTER_STEP_MS);
  return (
    <div ref={ref} className="flex flex-col-reverse justify-end gap-2 bg-ink p-5 sm:p-8 dark:bg-stone-950">
      <dt className="text-sm leading-snug text-stone-300" {...englishLang({ english }, 'label')}>
        {label}
      </dt>
      <dd className="font-serif text-4xl text-gold tabular-nums sm:text-6xl" {...englishLang({ english }, 'value')}>
        {/* The changing number is for the eye; assistive technology hears the final figure once. */}
        <span aria-hidden data-testid="project-counter">
          {value}
          {suffix}
        </span>
        <span className="sr-only">
          {target}
          {suffix}
        </span>
      </dd>
    </div>
  );
}

interface StatsListProps {
  /** None: no counter. */
  counter: CounterClaim | null;
  others: Claim[];
}

/**
 * The statistics of /services as a definition list, whose project counter counts up to its claim's
 * number (300) once scrolled into view (docs/rules/product.md#states, #constants). An island: the whole list, so the list holds only its groups.
 */
export function StatsList({ counter, others }: StatsListProps) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-white/15">
      {counter && <Counter {...counter} />}
      {others.map((claim) => (
        <div key={claim.label} className="flex flex-col-reverse justify-end gap-2 bg-ink p-5 sm:p-8 dark:bg-stone-950">
          <dt className="text-sm leading-snug text-stone-300" {...englishLang(claim, 'label')}>
            {claim.label}
          </dt>
          <dd className="font-serif text-4xl text-gold sm:text-6xl" {...englishLang(claim, 'value')}>
            {claim.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
