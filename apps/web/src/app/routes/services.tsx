import { englishLang, pagesTexts } from '@studio/shared';
import { ClosingCta } from '@/components/studio/closing-cta';
import { FashionSpotlight } from '@/features/services/components/fashion-spotlight';
import { FeaturedShootCard, ServiceCard } from '@/features/services/components/service-cards';
import { ServicesHero } from '@/features/services/components/services-hero';
import { StatsBlock } from '@/features/services/components/stats-block';
import { WeddingFilms } from '@/features/services/components/wedding-films';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';

export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.services.title,
    description: pagesTexts.services.description,
  }),
};

/**
 * docs/rules/product.md#screens /services: every service, the featured shoots, wedding films, fashion and the numbers.
 * Served as HTML whose islands are the film grid and the statistics (with the project counter);
 * the cards, 'Book Your Spot' and the fashion spotlight are links.
 */
export function Component() {
  const { services, servicesPage } = useStudioContent();
  const featured = services.filter((s) => s.featured);
  return (
    <>
      <ServicesHero />

      <section aria-labelledby="featured-title" className="bg-sand py-20 sm:py-28 dark:bg-stone-900">
        <div className="container-page">
          <div className="max-w-2xl">
            <h2
              id="featured-title"
              className="font-serif text-4xl leading-tight sm:text-5xl"
              {...englishLang(servicesPage.featured, 'title')}
            >
              {servicesPage.featured.title}
            </h2>
            <p
              className="mt-4 text-lg text-stone-700 dark:text-stone-300"
              {...englishLang(servicesPage.featured, 'description')}
            >
              {servicesPage.featured.description}
            </p>
          </div>
          <div className="mt-12 grid gap-8 lg:grid-cols-2">
            {featured.map((service) => (
              <FeaturedShootCard key={service.slug} service={service} />
            ))}
          </div>
        </div>
      </section>

      <WeddingFilms />

      <section id="all-services" aria-labelledby="all-services-title" className="scroll-mt-20 py-20 sm:py-28">
        <div className="container-page">
          <div className="max-w-2xl">
            <h2
              id="all-services-title"
              className="font-serif text-4xl leading-tight sm:text-5xl"
              {...englishLang(servicesPage.all, 'title')}
            >
              {servicesPage.all.title}
            </h2>
            <p
              className="mt-4 text-lg text-stone-700 dark:text-stone-300"
              {...englishLang(servicesPage.all, 'description')}
            >
              {servicesPage.all.description}
            </p>
          </div>
          <div className="mt-12 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service, i) => (
              // The first and last span two columns on wide screens: ten cards fill four rows of three.
              <ServiceCard key={service.slug} service={service} index={i} wide={i === 0 || i === services.length - 1} />
            ))}
          </div>
        </div>
      </section>

      <StatsBlock />
      <FashionSpotlight />
      <ClosingCta />
    </>
  );
}
