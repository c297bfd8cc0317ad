import { englishLang } from '@studio/shared';
import { ClaimsList } from '@/components/studio/claims-list';
import { useStudioContent } from '@/lib/studio-content';

/** What the studio does, and the stated claims (docs/rules/product.md#what-it-does). */
export function IntroSection() {
  const { home } = useStudioContent();
  return (
    <section aria-labelledby="home-intro-title" className="container-page py-20 sm:py-28">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <div>
          <p
            className="text-sm font-semibold uppercase tracking-[0.2em] text-clay dark:text-gold"
            {...englishLang(home.intro, 'eyebrow')}
          >
            {home.intro.eyebrow}
          </p>
          <h2
            id="home-intro-title"
            className="mt-3 font-serif text-4xl leading-tight text-balance sm:text-5xl"
            {...englishLang(home.intro, 'title')}
          >
            {home.intro.title}
          </h2>
        </div>
        <div
          className="space-y-5 text-lg leading-relaxed text-stone-700 dark:text-stone-300"
          {...englishLang(home.intro, 'paragraphs')}
        >
          {home.intro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
      <div className="mt-14 sm:mt-20">
        <ClaimsList />
      </div>
    </section>
  );
}
