import { englishLang } from '@studio/shared';
import { photo } from '@studio/shared/media/media';
import { resolveMediaFile, resolvePhoto } from '@/components/media/resolve-photo';
import { ClosingCta } from '@/components/studio/closing-cta';
import { resolveTestimonials } from '@/components/studio/resolve-people';
import { TestimonialsCarousel } from '@/components/studio/testimonials-carousel';
import { FaqSearch } from '@/features/faq/components/faq-search';
import { CtaBand } from '@/features/home/components/cta-band';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { IntroSection } from '@/features/home/components/intro-section';
import { PartnerStrip } from '@/features/home/components/partner-strip';
import { ProcessSection } from '@/features/home/components/process-section';
import { ServicesGrid } from '@/features/home/components/services-grid';
import { englishProps } from '@/lib/english-props';
import { Island } from '@/lib/island';
import type { RouteHandle } from '@/lib/route-meta';
import { defaultMeta } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';
import { SectionHeading } from '@/components/ui/section-heading';

export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    ...defaultMeta(),
    image: photo('photos/boats-lakeshore-sunset-01')?.fallback,
  }),
};

/**
 * docs/rules/product.md#screens `/`: hero, what we do, services, bands, partners, testimonials, FAQ and the closing call.
 * Served as HTML with four islands: the hero, the partner strip, the testimonials and the FAQ search.
 */
export function Component() {
  const { ctaBanners, heroSlides, home, partners, testimonials, faqs, imageUploads, pageHeadings } = useStudioContent();
  const headings = pageHeadings.home;
  const band = (id: string) => ctaBanners.find((b) => b.id === id);
  const [films, brands, community] = [band('wedding-films'), band('brands'), band('photographer-community')];
  const others = ctaBanners.filter((b) => b !== films && b !== brands && b !== community);
  return (
    <>
      <Island
        name="hero-carousel"
        component={HeroCarousel}
        props={{
          slides: heroSlides.map(({ image, ...slide }) => ({
            ...slide,
            photo: resolvePhoto(image, undefined, imageUploads),
          })),
          heading: home.heading,
          english: englishProps({ heading: [home, 'heading'] }),
        }}
      />
      <IntroSection />
      <ServicesGrid />
      {films && <CtaBand banner={films} tone="ink" />}
      <ProcessSection />
      {brands && <CtaBand banner={brands} reverse />}
      <Island
        name="partner-strip"
        component={PartnerStrip}
        props={{
          title: headings.partnersTitle,
          english: englishProps({ title: [headings, 'partnersTitle'] }),
          partners: partners.map(({ logo, ...p }) => ({ ...p, logo: resolveMediaFile(logo, imageUploads) })),
        }}
      />
      <section
        id="testimonials"
        aria-labelledby="home-testimonials-title"
        className="render-when-near scroll-mt-20 py-20 sm:py-28"
      >
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <SectionHeading
              id="home-testimonials-title"
              eyebrow={headings.testimonialsEyebrow}
              title={headings.testimonialsTitle}
              langs={{
                eyebrow: englishLang(headings, 'testimonialsEyebrow'),
                title: englishLang(headings, 'testimonialsTitle'),
              }}
            />
          </div>
          <div className="mt-12">
            <Island
              name="testimonials-carousel"
              component={TestimonialsCarousel}
              props={{ testimonials: resolveTestimonials(testimonials, imageUploads) }}
            />
          </div>
        </div>
      </section>
      {community && <CtaBand banner={community} tone="ink" reverse />}
      {others.map((b, i) => (
        <CtaBand key={b.id} banner={b} reverse={i % 2 === 1} />
      ))}
      <Island
        name="faq-search"
        component={FaqSearch}
        props={{
          faqs,
          eyebrow: headings.faqEyebrow,
          title: headings.faqTitle,
          intro: headings.faqIntro,
          english: englishProps({
            eyebrow: [headings, 'faqEyebrow'],
            title: [headings, 'faqTitle'],
            intro: [headings, 'faqIntro'],
          }),
        }}
      />
      <ClosingCta />
    </>
  );
}
