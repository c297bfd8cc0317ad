import { englishLang, siteTexts, studioPageTexts } from '@studio/shared';
import type { Service } from '@studio/shared';
import { ArrowLeft, CalendarClock, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Photo } from '@/components/media/photo';
import { paths } from '@/config/paths';
import { useStudioContent } from '@/lib/studio-content';
import { formatKes } from '../utils/format-kes';
import { BookYourSpot, serviceHref } from './service-cards';
import { PhotoGrid } from '@/components/media/photo-grid';
import { resolvePhotos } from '@/components/media/resolve-photo';
import { Island } from '@/lib/island';
import { PageHeading } from '@/components/ui/page-heading';

function OtherServices({ current }: { current: Service }) {
  const { services } = useStudioContent();
  const others = services.filter((s) => s.slug !== current.slug);
  return (
    <section
      aria-labelledby="other-services-title"
      className="border-t border-stone-200 py-16 sm:py-20 dark:border-stone-800"
    >
      <div className="container-page">
        <h2 id="other-services-title" className="font-serif text-3xl sm:text-4xl">
          {studioPageTexts.service.more}
        </h2>
        <ul className="mt-8 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((s) => (
            <li key={s.slug}>
              <Link to={serviceHref(s.slug)} className="group flex items-center gap-4">
                <span className="block w-28 shrink-0 overflow-hidden rounded-xl bg-sand dark:bg-stone-800">
                  {s.images[0] && (
                    <Photo
                      id={s.images[0]}
                      alt=""
                      sizes="112px"
                      className="block"
                      imgClassName="aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-105"
                    />
                  )}
                </span>
                <span>
                  <span
                    className="block font-serif text-lg leading-snug group-hover:text-clay dark:group-hover:text-gold"
                    {...englishLang(s, 'title')}
                  >
                    {s.title}
                  </span>
                  <span className="mt-1 block text-sm text-stone-600 dark:text-stone-400">
                    {studioPageTexts.serviceCard.fromPrice({ price: formatKes(s.startingPriceKes) })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** /services/:serviceSlug: one service with its photographs, what is included, its price and 'Book Your Spot'. */
export function ServiceDetail({ service }: { service: Service }) {
  const cover = service.images[0];
  return (
    <article data-testid="service-detail" data-service={service.slug}>
      <header className="pt-8 pb-16 sm:pt-12 sm:pb-20">
        <div className="container-page">
          <nav aria-label={studioPageTexts.service.breadcrumb}>
            <ol className="flex flex-wrap items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
              <li>
                <Link
                  to={paths.services}
                  className="inline-flex items-center gap-1.5 hover:text-clay dark:hover:text-gold"
                >
                  <ArrowLeft aria-hidden className="size-4" />
                  {studioPageTexts.service.breadcrumbServices}
                </Link>
              </li>
              <li aria-hidden>/</li>
              <li
                aria-current="page"
                className="font-medium text-ink dark:text-stone-100"
                {...englishLang(service, 'title')}
              >
                {service.title}
              </li>
            </ol>
          </nav>
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
            <div>
              <PageHeading
                eyebrow={studioPageTexts.service.eyebrow}
                title={service.title}
                lead={service.summary}
                langs={{ title: englishLang(service, 'title'), lead: englishLang(service, 'summary') }}
              />
              <dl className="mt-8 grid gap-6 border-y border-stone-200 py-6 sm:grid-cols-2 dark:border-stone-800">
                <div>
                  <dt className="text-sm text-stone-600 dark:text-stone-400">{studioPageTexts.service.startingFrom}</dt>
                  <dd className="mt-1">
                    <span className="font-serif text-3xl">{formatKes(service.startingPriceKes)}</span>
                    <span
                      className="ml-2 text-sm text-stone-600 dark:text-stone-400"
                      {...englishLang(service, 'priceUnit')}
                    >
                      {service.priceUnit}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-stone-600 dark:text-stone-400">{studioPageTexts.service.delivery}</dt>
                  <dd className="mt-1 flex gap-2 font-medium">
                    <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-clay dark:text-gold" />
                    <span {...englishLang(service, 'turnaround')}>{service.turnaround}</span>
                  </dd>
                </div>
              </dl>
              <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
                <BookYourSpot service={service} />
                <Link
                  to={paths.services}
                  className="font-semibold underline underline-offset-4 hover:text-clay dark:hover:text-gold"
                >
                  {studioPageTexts.service.seeAll}
                </Link>
              </div>
            </div>
            {cover && (
              <Photo
                id={cover}
                priority
                sizes="(min-width: 1024px) 640px, 100vw"
                className="block overflow-hidden rounded-3xl"
                imgClassName="aspect-[4/3] h-auto w-full object-cover"
              />
            )}
          </div>
        </div>
      </header>

      <section aria-labelledby="about-service-title" className="bg-sand py-16 sm:py-24 dark:bg-stone-900">
        <div className="container-page grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-20">
          <div>
            <h2 id="about-service-title" className="font-serif text-3xl sm:text-4xl">
              {studioPageTexts.service.about}
            </h2>
            <div
              className="mt-6 space-y-5 text-lg leading-relaxed text-stone-800 dark:text-stone-300"
              {...englishLang(service, 'description')}
            >
              {service.description.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <aside
            aria-labelledby="included-title"
            className="self-start rounded-3xl bg-white p-7 shadow-sm ring-1 ring-stone-200 sm:p-9 dark:bg-ink dark:ring-stone-800"
          >
            <h2 id="included-title" className="font-serif text-2xl">
              {studioPageTexts.service.included}
            </h2>
            <ul className="mt-5 space-y-3" {...englishLang(service, 'inclusions')}>
              {service.inclusions.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-clay dark:text-gold" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 border-t border-stone-200 pt-5 text-sm text-stone-600 dark:border-stone-800 dark:text-stone-400">
              {studioPageTexts.serviceCard.from}{' '}
              <strong className="text-ink dark:text-stone-100">{formatKes(service.startingPriceKes)}</strong>{' '}
              <span {...englishLang(service, 'priceUnit')}>{service.priceUnit}</span>.{' '}
              {studioPageTexts.serviceCard.quoteNote}
            </p>
            <div className="mt-6">
              <BookYourSpot service={service} />
            </div>
          </aside>
        </div>
      </section>

      {service.images.length > 1 && (
        <section aria-labelledby="service-work-title" className="py-16 sm:py-24">
          <div className="container-page">
            <h2 id="service-work-title" className="font-serif text-3xl sm:text-4xl">
              {studioPageTexts.service.selectedWork}
            </h2>
            <p className="mt-3 text-stone-700 dark:text-stone-300">{studioPageTexts.service.selectHint}</p>
            <div className="mt-8">
              <Island
                name="photo-grid"
                component={PhotoGrid}
                props={{
                  photos: resolvePhotos(service.images),
                  label: siteTexts.ui.photosOf({ name: service.title }),
                  layout: 'columns',
                }}
              />
            </div>
          </div>
        </section>
      )}

      <OtherServices current={service} />
    </article>
  );
}
