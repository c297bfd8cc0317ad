import { type Claim, COUNTER_DURATION_MS, COUNTER_STEP_MS, COUNTER_TARGET } from '@studio/shared';
import { useStudioContent } from '@/lib/studio-content';
import { useCountUp } from '../hooks/use-count-up';

/** The claim the counter animates: the one whose value is the counter's target ("300+"). */
function splitCounterClaim(claims: readonly Claim[]) {
  const index = claims.findIndex((c) => Number.parseInt(c.value, 10) === COUNTER_TARGET);
  const claim = claims[index];
  return {
    counter: {
      suffix: claim ? claim.value.slice(String(COUNTER_TARGET).length) : '+',
      label: claim?.label ?? 'projects delivered',
    },
    others: claims.filter((_, i) => i !== index),
  };
}

function Counter({ suffix, label }: { suffix: string; label: string }) {
  const { ref, value } = useCountUp<HTMLDivElement>(COUNTER_TARGET, COUNTER_DURATION_MS, COUNTER_STEP_MS);
  return (
    <div ref={ref} className="flex flex-col-reverse justify-end gap-2 bg-ink p-5 sm:p-8 dark:bg-stone-950">
      <dt className="text-sm leading-snug text-stone-300">{label}</dt>
      <dd className="font-serif text-4xl text-gold tabular-nums sm:text-6xl">
        {/* The changing number is for the eye; assistive technology hears the final figure once. */}
        <span aria-hidden data-testid="project-counter">
          {value}
          {suffix}
        </span>
        <span className="sr-only">
          {COUNTER_TARGET}
          {suffix}
        </span>
      </dd>
    </div>
  );
}

/** SPEC 2 /services: the statistics block; its project counter animates up to 300 (SPEC 4, 9). */
export function StatsBlock() {
  const { claims, servicesPage } = useStudioContent();
  const { counter, others } = splitCounterClaim(claims);
  return (
    <section
      aria-labelledby="services-stats-title"
      className="bg-ink py-20 text-white sm:py-28 dark:bg-stone-950"
      data-testid="stats"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:items-center lg:gap-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">In numbers</p>
          <h2 id="services-stats-title" className="mt-3 font-serif text-4xl leading-tight text-balance sm:text-5xl">
            {servicesPage.stats.title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-stone-300">{servicesPage.stats.description}</p>
        </div>
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-white/15">
          <Counter suffix={counter.suffix} label={counter.label} />
          {others.map((claim) => (
            <div
              key={claim.label}
              className="flex flex-col-reverse justify-end gap-2 bg-ink p-5 sm:p-8 dark:bg-stone-950"
            >
              <dt className="text-sm leading-snug text-stone-300">{claim.label}</dt>
              <dd className="font-serif text-4xl text-gold sm:text-6xl">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
