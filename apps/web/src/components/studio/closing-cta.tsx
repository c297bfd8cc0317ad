import { englishLang, showsSamplePictures, siteTexts, studioMediaTexts } from '@studio/shared';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Photo } from '@/components/media/photo';
import { paths } from '@/config/paths';
import { useStudioContent } from '@/lib/studio-content';

/** docs/rules/product.md#what-it-does: the closing call to action, 'Ready to Create Memories?', linking to /contact. */
export function ClosingCta() {
  const content = useStudioContent();
  const { home } = content;
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid="closing-cta"
      className="render-when-near relative isolate overflow-hidden bg-ink text-white"
    >
      <Photo
        id={home.closing.image}
        alt=""
        // On narrow screens the band is taller than wide, so the cover photograph is wider than the screen.
        sizes="(max-aspect-ratio: 4/3) 200vw, 100vw"
        className="absolute inset-0 -z-10"
        imgClassName="h-full w-full object-cover opacity-80"
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-black/85 via-black/55 to-black/10" />
      <div className="container-page py-24 sm:py-32">
        <div className="max-w-2xl">
          <h2 id={id} className="font-serif text-4xl leading-tight sm:text-6xl">
            {siteTexts.closingCta}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-stone-200" {...englishLang(home.closing, 'description')}>
            {home.closing.description}
          </p>
          <Link
            to={paths.contact}
            className="mt-9 inline-flex items-center gap-2 rounded-full bg-clay px-7 py-3.5 font-semibold text-white shadow-lg transition-colors hover:bg-clay-dark focus-visible:outline-white"
          >
            <span {...englishLang(home.closing, 'linkLabel')}>{home.closing.linkLabel}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          {/* docs/rules/history.md#issue-23: while bundled samples stand in, the site says so, on every studio page. */}
          {showsSamplePictures(content) && (
            <p className="mt-8 text-sm text-stone-300" data-testid="sample-notice">
              {studioMediaTexts.public.sampleNotice}{' '}
              <Link to={paths.credits} className="underline underline-offset-4 hover:text-white">
                {studioMediaTexts.public.credits}
              </Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
