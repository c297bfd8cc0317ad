import { englishLang } from '@studio/shared';
import { useStudioContent } from '@/lib/studio-content';

/** How a shoot works, step by step. */
export function ProcessSection() {
  const { home, pageHeadings } = useStudioContent();
  return (
    <section aria-labelledby="home-process-title" className="render-when-near container-page py-20 sm:py-28">
      <div className="max-w-2xl">
        <p
          className="text-sm font-semibold uppercase tracking-[0.2em] text-clay dark:text-gold"
          {...englishLang(pageHeadings.home, 'processEyebrow')}
        >
          {pageHeadings.home.processEyebrow}
        </p>
        <h2
          id="home-process-title"
          className="mt-3 font-serif text-4xl leading-tight sm:text-5xl"
          {...englishLang(home.process, 'title')}
        >
          {home.process.title}
        </h2>
        <p className="mt-4 text-lg text-stone-600 dark:text-stone-300" {...englishLang(home.process, 'description')}>
          {home.process.description}
        </p>
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
