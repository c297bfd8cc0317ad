import { englishLang, pagesTexts, studioPageTexts } from '@studio/shared';
import { photo } from '@studio/shared/media/media';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Photo } from '@/components/media/photo';
import { ClaimsList } from '@/components/studio/claims-list';
import { ClosingCta } from '@/components/studio/closing-cta';
import { resolveTestimonials } from '@/components/studio/resolve-people';
import { TestimonialCard } from '@/components/studio/testimonial-card';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';
import { PageHeading } from '@/components/ui/page-heading';

export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.testimonials.title,
    description: pagesTexts.testimonials.description,
    image: photo('photos/lanterns-festival-01')?.fallback,
  }),
};

/** `/testimonials` (a header search target): every testimonial in full, and a call to action. No islands: all of it is HTML. */
export function Component() {
  const { testimonials, testimonialsPage: page, imageUploads, pageHeadings } = useStudioContent();
  return (
    <>
      <section className="container-page grid items-center gap-10 pt-14 pb-14 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16">
        <div>
          <PageHeading
            eyebrow={pageHeadings.testimonials.eyebrow}
            title={page.title}
            lead={page.intro}
            langs={{
              eyebrow: englishLang(pageHeadings.testimonials, 'eyebrow'),
              title: englishLang(page, 'title'),
              lead: englishLang(page, 'intro'),
            }}
          />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={paths.portfolio}
              className="inline-flex items-center gap-2 rounded-full bg-ink px-6 py-3 font-semibold text-white transition-colors hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-gold"
            >
              {pagesTexts.testimonialsPage.portfolio}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </div>
        <Photo
          id={page.image}
          alt={page.imageAlt}
          sizes="(min-width: 1024px) 40vw, 90vw"
          priority
          className="block overflow-hidden rounded-2xl shadow-xl"
          imgClassName="aspect-[4/3] h-auto w-full object-cover lg:aspect-[5/4]"
        />
      </section>
      <section aria-label={studioPageTexts.testimonialsLabel} className="container-page pb-20 sm:pb-28">
        <ul className="grid gap-6 lg:grid-cols-3" data-testid="testimonials-list">
          {resolveTestimonials(testimonials, imageUploads).map((t) => (
            <li
              key={t.id}
              className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm sm:p-10 dark:border-stone-700 dark:bg-stone-900"
            >
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
        <div className="mt-16">
          <ClaimsList />
        </div>
      </section>
      <ClosingCta />
    </>
  );
}
