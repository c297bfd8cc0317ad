import { englishLang } from '@studio/shared';
import type { Claim } from '@studio/shared';
import { Island } from '@/lib/island';
import { useStudioContent } from '@/lib/studio-content';
import { StatsList } from './stats-list';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * The claim the counter animates: the first whose figure starts with a whole number ("300+",
 * docs/rules/product.md#states and #constants count up to 300), counting up to that number, so an edited figure ("350+") counts to it.
 * None: every claim shows as it is.
 */
export function splitCounterClaim(claims: readonly Claim[]) {
  const index = claims.findIndex((c) => /^\d+/.test(c.value));
  const claim = claims[index];
  if (!claim) return { counter: null, others: [...claims] };
  const digits = /^\d+/.exec(claim.value)![0];
  return {
    counter: {
      target: Number(digits),
      suffix: claim.value.slice(digits.length),
      label: claim.label,
      ...(claim.english ? { english: claim.english } : {}),
    },
    others: claims.filter((_, i) => i !== index),
  };
}

/** docs/rules/product.md#screens /services: the statistics block; its list (an island) has the project counter that animates up to 300 (docs/rules/product.md#states, #constants). */
export function StatsBlock() {
  const { claims, servicesPage, pageHeadings } = useStudioContent();
  const { counter, others } = splitCounterClaim(claims);
  return (
    <section
      aria-labelledby="services-stats-title"
      className="bg-ink py-20 text-white sm:py-28 dark:bg-stone-950"
      data-testid="stats"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:items-center lg:gap-20">
        <div>
          <SectionHeading
            id="services-stats-title"
            eyebrow={pageHeadings.services.statsEyebrow}
            title={servicesPage.stats.title}
            intro={servicesPage.stats.description}
            tone="dark"
            langs={{
              eyebrow: englishLang(pageHeadings.services, 'statsEyebrow'),
              title: englishLang(servicesPage.stats, 'title'),
              intro: englishLang(servicesPage.stats, 'description'),
            }}
          />
        </div>
        <Island name="stats-list" component={StatsList} props={{ counter, others }} />
      </div>
    </section>
  );
}
