import { englishLang, studioPageTexts } from '@studio/shared';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { Photo } from '@/components/media/photo';
import { pathTo, paths } from '@/config/paths';
import { useStudioContent } from '@/lib/studio-content';
import { SectionHeading } from '@/components/ui/section-heading';

const kes = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** The ten services of docs/rules/product.md#what-it-does, each linked to its page (/services/:serviceSlug). */
export function ServicesGrid() {
  const { services, home, pageHeadings } = useStudioContent();
  return (
    <section
      aria-labelledby="home-services-title"
      className="render-when-near border-t border-stone-200 py-20 sm:py-28 dark:border-stone-800"
    >
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <SectionHeading
              id="home-services-title"
              eyebrow={pageHeadings.home.servicesEyebrow}
              title={home.services.title}
              intro={home.services.description}
              langs={{
                eyebrow: englishLang(pageHeadings.home, 'servicesEyebrow'),
                title: englishLang(home.services, 'title'),
                intro: englishLang(home.services, 'description'),
              }}
            />
          </div>
          <Link
            to={paths.services}
            className="inline-flex items-center gap-1.5 font-semibold text-clay underline-offset-4 hover:underline dark:text-gold"
          >
            <span {...englishLang(pageHeadings.home, 'servicesLink')}>{pageHeadings.home.servicesLink}</span>
            <ArrowUpRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul
          className="mt-12 grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-5"
          data-testid="home-services"
        >
          {services.map((service, i) => (
            <li key={service.slug}>
              <Link
                to={pathTo(paths.serviceDetail, { serviceSlug: service.slug })}
                className="group flex h-full flex-col"
              >
                <div className="overflow-hidden rounded-xl bg-sand dark:bg-stone-800">
                  {service.images[0] && (
                    <Photo
                      id={service.images[0]}
                      alt=""
                      sizes="(min-width: 1024px) 18vw, (min-width: 768px) 30vw, 45vw"
                      imgClassName="aspect-square h-auto w-full object-cover transition-transform duration-700 group-hover:scale-105 sm:aspect-[4/5]"
                    />
                  )}
                </div>
                <p
                  className="mt-4 text-xs font-semibold tracking-[0.2em] text-stone-600 dark:text-stone-400"
                  aria-hidden
                >
                  {String(i + 1).padStart(2, '0')}
                </p>
                <h3
                  className="mt-1 font-serif text-xl leading-snug group-hover:text-clay sm:text-2xl dark:group-hover:text-gold"
                  {...englishLang(service, 'title')}
                >
                  {service.title}
                </h3>
                <p
                  className="mt-2 hidden text-sm leading-relaxed text-stone-600 sm:line-clamp-3 dark:text-stone-300"
                  {...englishLang(service, 'summary')}
                >
                  {service.summary}
                </p>
                <p className="mt-auto pt-2 text-sm font-semibold text-stone-800 dark:text-stone-200">
                  {studioPageTexts.serviceCard.fromPrice({ price: `KES ${kes.format(service.startingPriceKes)}` })}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
