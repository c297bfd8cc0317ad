import { englishLang } from '@studio/shared';
import { useStudioContent } from '@/lib/studio-content';
import { SectionHeading } from '@/components/ui/section-heading';

/** How a shoot works, step by step. */
export function ProcessSection() {
  const { home, pageHeadings } = useStudioContent();
  return (
    <section aria-labelledby="home-process-title" className="render-when-near container-page py-20 sm:py-28">
      <div className="max-w-2xl">
        <SectionHeading
          id="home-process-title"
          eyebrow={pageHeadings.home.processEyebrow}
          title={home.process.title}
          intro={home.process.description}
          langs={{
            eyebrow: englishLang(pageHeadings.home, 'processEyebrow'),
            title: englishLang(home.process, 'title'),
            intro: englishLang(home.process, 'description'),
          }}
        />
      </div>
      <ol className="mt-14 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
        {home.process.steps.map((step, i) => (
          <li key={step.title} className="border-t-2 border-ink pt-6 dark:border-stone-300">
            <span aria-hidden className="font-serif text-5xl text-clay dark:text-gold">
              {i + 1}
            </span>
            <h3 className="mt-4 font-serif text-2xl" {...englishLang(step, 'title')}>
              {step.title}
            </h3>
            <p
              className="mt-3 leading-relaxed text-stone-600 dark:text-stone-300"
              {...englishLang(step, 'description')}
            >
              {step.description}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
