import { type CtaBanner, englishLang } from '@studio/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Photo } from '@/components/media/photo';
import { SectionHeading } from '@/components/ui/section-heading';

interface CtaBandProps {
  banner: CtaBanner;
  /** Puts the photographs on the left on wide screens. */
  reverse?: boolean;
  tone?: 'sand' | 'ink';
}

/** docs/rules/product.md#entities "Hero or CTA banner": a band with a title, a description, photographs and a link. */
export function CtaBand({ banner, reverse = false, tone = 'sand' }: CtaBandProps) {
  const ink = tone === 'ink';
  const [first, second] = banner.images;
  const titleId = `cta-${banner.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`cta-${banner.id}`}
      className={`render-when-near ${
        ink ? 'bg-ink text-stone-100 dark:bg-stone-950' : 'bg-sand text-ink dark:bg-stone-900 dark:text-stone-100'
      }`}
    >
      <div className="container-page grid items-center gap-12 py-20 sm:py-24 lg:grid-cols-2 lg:gap-20">
        <div className={reverse ? 'lg:order-2' : ''}>
          <SectionHeading
            id={titleId}
            eyebrow={banner.eyebrow}
            title={banner.title}
            intro={banner.description}
            tone={ink ? 'dark' : 'light'}
            langs={{
              eyebrow: englishLang(banner, 'eyebrow'),
              title: englishLang(banner, 'title'),
              intro: englishLang(banner, 'description'),
            }}
          />
          <Link
            to={banner.link}
            className={`mt-8 inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors ${
              ink
                ? 'bg-white text-ink hover:bg-gold focus-visible:outline-white'
                : 'bg-ink text-white hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-gold'
            }`}
          >
            <span {...englishLang(banner, 'linkLabel')}>{banner.linkLabel}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <div className={`relative ${reverse ? 'lg:order-1' : ''} ${second ? 'pb-16 sm:pb-20' : ''}`}>
          {first && (
            <Photo
              id={first.src}
              alt={first.alt}
              {...englishLang(first, 'alt')}
              sizes="(min-width: 1024px) 40vw, 90vw"
              className={`block overflow-hidden rounded-2xl shadow-xl ${second ? 'w-[82%]' : 'w-full'}`}
              imgClassName="aspect-[4/3] h-auto w-full object-cover"
            />
          )}
          {second && (
            <Photo
              id={second.src}
              alt={second.alt}
              {...englishLang(second, 'alt')}
              sizes="(min-width: 1024px) 22vw, 50vw"
              className={`absolute right-0 bottom-0 block w-[48%] overflow-hidden rounded-2xl border-4 shadow-xl ${
                ink ? 'border-ink dark:border-stone-950' : 'border-sand dark:border-stone-900'
              }`}
              imgClassName="aspect-square h-auto w-full object-cover"
            />
          )}
        </div>
      </div>
    </section>
  );
}
