import { englishLang } from '@studio/shared';
import { useStudioContent } from '@/lib/studio-content';

/** docs/rules/product.md#what-it-does: the stated claims (300+ projects, 95% satisfaction, 8+ cinematographers, over a decade). */
export function ClaimsList({ tone = 'paper' }: { tone?: 'paper' | 'ink' }) {
  const { claims } = useStudioContent();
  const ink = tone === 'ink';
  return (
    <dl
      data-testid="claims"
      className={`grid grid-cols-2 gap-px overflow-hidden rounded-2xl lg:grid-cols-4 ${
        ink ? 'bg-white/15' : 'bg-stone-200 dark:bg-stone-700'
      }`}
    >
      {claims.map((claim) => (
        <div
          key={claim.label}
          className={`flex flex-col-reverse gap-2 p-6 sm:p-8 ${ink ? 'bg-ink' : 'bg-paper dark:bg-ink'}`}
        >
          <dt
            className={`text-sm leading-snug ${ink ? 'text-stone-300' : 'text-stone-600 dark:text-stone-300'}`}
            {...englishLang(claim, 'label')}
          >
            {claim.label}
          </dt>
          <dd
            className={`font-serif text-4xl sm:text-5xl ${ink ? 'text-gold' : 'text-clay dark:text-gold'}`}
            {...englishLang(claim, 'value')}
          >
            {claim.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
