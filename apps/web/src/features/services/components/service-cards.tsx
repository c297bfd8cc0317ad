import { englishLang, studioPageTexts } from '@studio/shared';
import type { Service } from '@studio/shared';
import { ArrowRight, ArrowUpRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Photo } from '@/components/media/photo';
import { pathTo, paths } from '@/config/paths';
import { formatKes } from '../utils/format-kes';

export const serviceHref = (slug: string) => pathTo(paths.serviceDetail, { serviceSlug: slug });

/** 'Book Your Spot' (docs/rules/product.md#screens): every booking starts with a message on the contact page, about the service. */
export function BookYourSpot({ service, tone = 'clay' }: { service?: Service; tone?: 'clay' | 'light' }) {
  return (
    <Link
      to={service ? `${paths.contact}?service=${service.slug}#contact-form` : paths.contact}
      aria-label={service ? studioPageTexts.serviceCard.bookService({ service: service.title }) : undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors ${
        tone === 'clay'
          ? 'bg-clay text-white hover:bg-clay-dark'
          : 'bg-white text-ink hover:bg-sand focus-visible:outline-white'
      }`}
    >
      {studioPageTexts.serviceCard.book}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}

/** A featured shoot (weddings, birthdays): a large card with its price, inclusions and 'Book Your Spot'. */
export function FeaturedShootCard({ service, priority = false }: { service: Service; priority?: boolean }) {
  const cover = service.images[0];
  return (
    <article
      aria-labelledby={`shoot-${service.slug}`}
      data-testid={`shoot-card-${service.slug}`}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800"
    >
      {cover && (
        <div className="relative overflow-hidden">
          <Photo
            id={cover}
            sizes="(min-width: 1024px) 600px, 100vw"
            priority={priority}
            imgClassName="aspect-[16/10] h-auto w-full object-cover"
          />
          <p className="absolute top-4 left-4 rounded-full bg-ink/80 px-4 py-1.5 text-sm font-semibold text-white backdrop-blur">
            {studioPageTexts.serviceCard.fromPrice({ price: formatKes(service.startingPriceKes) })}
          </p>
        </div>
      )}
      <div className="flex flex-1 flex-col p-7 sm:p-9">
        <h3
          id={`shoot-${service.slug}`}
          className="font-serif text-3xl leading-tight"
          {...englishLang(service, 'title')}
        >
          {service.title}
        </h3>
        <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300" {...englishLang(service, 'summary')}>
          {service.summary}
        </p>
        <ul className="mt-6 space-y-2.5 text-[15px]" {...englishLang(service, 'inclusions')}>
          {service.inclusions.slice(0, 4).map((item) => (
            <li key={item} className="flex gap-3">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-clay dark:text-gold" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-3 pt-8">
          <BookYourSpot service={service} />
          <Link
            to={serviceHref(service.slug)}
            className="inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:text-clay hover:underline dark:hover:text-gold"
          >
            {studioPageTexts.service.included}
            <ArrowUpRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** One of the ten services in the /services grid, linked to its page. */
export function ServiceCard({ service, index, wide = false }: { service: Service; index: number; wide?: boolean }) {
  const cover = service.images[0];
  return (
    <article
      id={`service-${service.slug}`}
      data-testid="service-card"
      className={`group relative flex flex-col ${wide ? 'lg:col-span-2' : ''}`}
    >
      <div className="overflow-hidden rounded-2xl bg-sand dark:bg-stone-800">
        {cover && (
          <Photo
            id={cover}
            alt=""
            sizes={
              wide
                ? '(min-width: 1024px) 830px, (min-width: 640px) 50vw, 100vw'
                : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'
            }
            imgClassName={`aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-105 ${wide ? 'lg:aspect-[25/9]' : ''}`}
          />
        )}
      </div>
      <p aria-hidden className="mt-5 text-xs font-semibold tracking-[0.2em] text-stone-600 dark:text-stone-400">
        {String(index + 1).padStart(2, '0')}
      </p>
      <h3 className="mt-1 font-serif text-2xl leading-snug" {...englishLang(service, 'title')}>
        <Link
          to={serviceHref(service.slug)}
          className="after:absolute after:inset-0 group-hover:text-clay dark:group-hover:text-gold"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300" {...englishLang(service, 'summary')}>
        {service.summary}
      </p>
      <p className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm">
        <span className="font-semibold">
          {studioPageTexts.serviceCard.fromPrice({ price: formatKes(service.startingPriceKes) })}{' '}
          <span className="font-normal text-stone-600 dark:text-stone-400" {...englishLang(service, 'priceUnit')}>
            {service.priceUnit}
          </span>
        </span>
        <ArrowUpRight
          aria-hidden
          className="size-5 shrink-0 text-stone-500 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-clay"
        />
      </p>
    </article>
  );
}
