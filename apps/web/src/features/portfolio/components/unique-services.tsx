import { englishLang, type UniqueServices as UniqueServicesContent } from '@studio/shared';
import { ArrowRight, BookOpen, Clock, Drone, Film, type LucideIcon, MapPin, Palette } from 'lucide-react';
import { Link } from 'react-router';
import { useStudioContent } from '@/lib/studio-content';
import { SectionHeading } from '@/components/ui/section-heading';

const icons: Record<UniqueServicesContent['items'][number]['icon'], LucideIcon> = {
  film: Film,
  drone: Drone,
  clock: Clock,
  album: BookOpen,
  palette: Palette,
  map: MapPin,
};

/** docs/rules/product.md#screens /portfolio: the unique services block; Learn More goes to /services#wedding-videos. */
export function UniqueServices() {
  const { uniqueServices } = useStudioContent();
  return (
    <section
      aria-labelledby="unique-services-title"
      className="bg-sand py-20 sm:py-28 dark:bg-stone-900"
      data-testid="unique-services"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.5fr] lg:gap-20">
        <div>
          <SectionHeading
            id="unique-services-title"
            eyebrow={uniqueServices.eyebrow}
            title={uniqueServices.title}
            intro={uniqueServices.description}
            langs={{
              eyebrow: englishLang(uniqueServices, 'eyebrow'),
              title: englishLang(uniqueServices, 'title'),
              intro: englishLang(uniqueServices, 'description'),
            }}
          />
          <Link
            to={uniqueServices.learnMoreLink}
            className="mt-9 inline-flex items-center gap-2 rounded-full bg-clay px-7 py-3.5 font-semibold text-white hover:bg-clay-dark"
          >
            <span {...englishLang(uniqueServices, 'learnMoreLabel')}>{uniqueServices.learnMoreLabel}</span>
            <span className="sr-only" {...englishLang(uniqueServices, 'learnMoreDetail')}>
              {' '}
              {uniqueServices.learnMoreDetail}
            </span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {uniqueServices.items.map((item) => {
            const Icon = icons[item.icon];
            return (
              <li
                key={item.title}
                className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-stone-200 sm:p-8 dark:bg-ink dark:ring-stone-800"
              >
                <span className="grid size-12 place-items-center rounded-full bg-clay/10 text-clay dark:bg-gold/15 dark:text-gold">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-5 font-serif text-2xl" {...englishLang(item, 'title')}>
                  {item.title}
                </h3>
                <p
                  className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300"
                  {...englishLang(item, 'description')}
                >
                  {item.description}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
