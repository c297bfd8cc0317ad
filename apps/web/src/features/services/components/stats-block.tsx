import { type Claim, COUNTER_TARGET } from '@studio/shared';
import { Island } from '@/lib/island';
import { useStudioContent } from '@/lib/studio-content';
import { StatsList } from './stats-list';

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

/** SPEC 2 /services: the statistics block; its list (an island) has the project counter that animates up to 300 (SPEC 4, 9). */
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
        <Island name="stats-list" component={StatsList} props={{ counter, others }} />
      </div>
    </section>
  );
}
