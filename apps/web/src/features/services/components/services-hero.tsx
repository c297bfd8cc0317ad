import { englishLang, studioPageTexts } from '@studio/shared';
import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router';
import { Photo } from '@/components/media/photo';
import { useStudioContent } from '@/lib/studio-content';
import { serviceHref } from './service-cards';
import { WEDDING_VIDEOS_ID } from './wedding-films';
import { PageHeading } from '@/components/ui/page-heading';

/** The top of /services: the page heading, a collage of covers and a quick index of the ten services. */
export function ServicesHero() {
  const { servicesPage, services } = useStudioContent();
  const { intro } = servicesPage;
  const covers = services
    .filter((s) => s.featured)
    .concat(services.filter((s) => !s.featured))
    .map((s) => s.images[0])
    .filter((id): id is string => Boolean(id))
    .slice(0, 3);
  const [first, second, third] = covers;
  return (
    <section className="pt-10 pb-16 sm:pt-16 sm:pb-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div>
          <PageHeading
            eyebrow={intro.eyebrow}
            title={intro.title}
            lead={intro.lead}
            langs={{
              eyebrow: englishLang(intro, 'eyebrow'),
              title: englishLang(intro, 'title'),
              lead: englishLang(intro, 'lead'),
            }}
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#all-services"
              className="inline-flex items-center gap-2 rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-sand"
            >
              {studioPageTexts.servicesHero.seeAll}
              <ArrowDown aria-hidden className="size-4" />
            </a>
            <a
              href={`#${WEDDING_VIDEOS_ID}`}
              className="inline-flex items-center gap-2 rounded-full border border-stone-400 px-6 py-3 font-semibold hover:border-clay hover:text-clay dark:border-stone-600 dark:hover:border-gold dark:hover:text-gold"
            >
              {studioPageTexts.servicesHero.films}
            </a>
          </div>
        </div>
        <div className="grid grid-cols-5 grid-rows-2 gap-3 sm:gap-4">
          {first && (
            <Photo
              id={first}
              priority
              sizes="(min-width: 1024px) 370px, 60vw"
              className="col-span-3 row-span-2 block overflow-hidden rounded-3xl"
              imgClassName="h-full w-full object-cover"
            />
          )}
          {second && (
            <Photo
              id={second}
              sizes="(min-width: 1024px) 240px, 40vw"
              className="col-span-2 block overflow-hidden rounded-3xl"
              imgClassName="aspect-square h-full w-full object-cover"
            />
          )}
          {third && (
            <Photo
              id={third}
              sizes="(min-width: 1024px) 240px, 40vw"
              className="col-span-2 block overflow-hidden rounded-3xl"
              imgClassName="aspect-square h-full w-full object-cover"
            />
          )}
        </div>
      </div>
      <nav aria-label={studioPageTexts.servicesHero.nav} className="container-page mt-14">
        <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          {services.map((s) => (
            <li key={s.slug}>
              <Link
                to={serviceHref(s.slug)}
                className="inline-block rounded-full border border-stone-300 px-4 py-2 text-sm font-medium whitespace-nowrap hover:border-clay hover:text-clay dark:border-stone-700 dark:hover:border-gold dark:hover:text-gold"
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
