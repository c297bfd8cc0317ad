import { englishLang } from '@studio/shared';
import { ClaimsList } from '@/components/studio/claims-list';
import { useStudioContent } from '@/lib/studio-content';
import { SectionHeading } from '@/components/ui/section-heading';

/** What the studio does, and the stated claims (docs/rules/product.md#what-it-does). */
export function IntroSection() {
  const { home } = useStudioContent();
  return (
    <section aria-labelledby="home-intro-title" className="container-page py-20 sm:py-28">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <div>
          <SectionHeading
            id="home-intro-title"
            eyebrow={home.intro.eyebrow}
            title={home.intro.title}
            langs={{ eyebrow: englishLang(home.intro, 'eyebrow'), title: englishLang(home.intro, 'title') }}
          />
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
