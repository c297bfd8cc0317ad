import { englishLang, studioPageTexts } from '@studio/shared';
import { Check, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Photo } from '@/components/media/photo';
import { paths } from '@/config/paths';
import { useStudioContent } from '@/lib/studio-content';
import { BookYourSpot, serviceHref } from './service-cards';
import { SectionHeading } from '@/components/ui/section-heading';

/** docs/rules/product.md#screens /services: fashion photography, with a sign-up link for photographers (/signup). */
export function FashionSpotlight() {
  const { servicesPage, services, pageHeadings } = useStudioContent();
  const fashion = servicesPage.fashion;
  const service = services.find((s) => s.slug === 'fashion');
  const [main, second] = fashion.images;
  return (
    <section aria-labelledby="fashion-title" className="py-20 sm:py-28" data-testid="fashion">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="relative pb-16 sm:pb-20 lg:pr-12">
          {main && (
            <Photo
              id={main}
              sizes="(min-width: 1024px) 560px, 90vw"
              className="block overflow-hidden rounded-3xl"
              imgClassName="aspect-[4/5] h-auto w-full object-cover"
            />
          )}
          {second && (
            <Photo
              id={second}
              alt=""
              sizes="(min-width: 1024px) 260px, 45vw"
              className="absolute right-0 bottom-0 block w-1/2 overflow-hidden rounded-2xl border-8 border-paper shadow-xl dark:border-ink"
              imgClassName="aspect-square h-auto w-full object-cover"
            />
          )}
        </div>
        <div>
          <SectionHeading
            id="fashion-title"
            eyebrow={pageHeadings.services.fashionEyebrow}
            title={fashion.title}
            intro={fashion.description}
            langs={{
              eyebrow: englishLang(pageHeadings.services, 'fashionEyebrow'),
              title: englishLang(fashion, 'title'),
              intro: englishLang(fashion, 'description'),
            }}
          />
          <ul className="mt-7 space-y-3" {...englishLang(fashion, 'points')}>
            {fashion.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-clay dark:text-gold" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          {service && (
            <div className="mt-9 flex flex-wrap items-center gap-x-6 gap-y-3">
              <BookYourSpot service={service} />
              <Link
                to={serviceHref(service.slug)}
                className="font-semibold underline underline-offset-4 hover:text-clay dark:hover:text-gold"
              >
                {studioPageTexts.fashionLink}
              </Link>
            </div>
          )}
          <div className="mt-10 flex flex-col gap-4 rounded-2xl border border-stone-300 p-6 sm:flex-row sm:items-center dark:border-stone-700">
            <p
              className="flex-1 leading-relaxed text-stone-700 dark:text-stone-300"
              {...englishLang(fashion, 'signupPrompt')}
            >
              {fashion.signupPrompt}
            </p>
            <Link
              to={paths.signup}
              className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-ink px-5 py-2.5 font-semibold text-white hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-sand"
            >
              <UserPlus aria-hidden className="size-4" />
              <span {...englishLang(fashion, 'signupLabel')}>{fashion.signupLabel}</span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
