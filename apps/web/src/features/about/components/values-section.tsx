import { englishLang } from '@studio/shared';
import { Gem, type LucideIcon, ShieldCheck, Smile, Sparkles } from 'lucide-react';
import { useStudioContent } from '@/lib/studio-content';
import { SectionHeading } from '@/components/ui/section-heading';

// The seeded values, by their English and their Kiswahili titles (docs/rules/public-pages.md#languages).
const icons: Record<string, LucideIcon> = {
  happiness: Smile,
  integrity: ShieldCheck,
  excellence: Gem,
  furaha: Smile,
  uadilifu: ShieldCheck,
  ubora: Gem,
};

/** docs/rules/product.md#screens /about: the core values (Happiness, Integrity, Excellence). */
export function ValuesSection() {
  const { about, pageHeadings } = useStudioContent();
  return (
    <section aria-labelledby="about-values-title" className="container-page py-20 sm:py-28">
      <SectionHeading
        id="about-values-title"
        eyebrow={pageHeadings.about.valuesEyebrow}
        title={pageHeadings.about.valuesTitle}
        langs={{
          eyebrow: englishLang(pageHeadings.about, 'valuesEyebrow'),
          title: englishLang(pageHeadings.about, 'valuesTitle'),
        }}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3" data-testid="core-values">
        {about.values.map((value) => {
          const Icon = icons[value.title.toLowerCase()] ?? Sparkles;
          return (
            <li
              key={value.title}
              className="rounded-2xl border border-stone-200 bg-white p-8 dark:border-stone-700 dark:bg-stone-900"
            >
              <span className="grid size-12 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-6 font-serif text-3xl" {...englishLang(value, 'title')}>
                {value.title}
              </h3>
              <p
                className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300"
                {...englishLang(value, 'description')}
              >
                {value.description}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
