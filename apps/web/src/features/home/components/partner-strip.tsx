import { englishLang, studioPageTexts } from '@studio/shared';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import type { MediaFileSource } from '@/components/media/resolve-photo';
import './partner-strip.css';

/** A partner with its logo resolved on the server (`resolveMediaFile`). */
export interface PartnerView {
  id: string;
  name: string;
  logo?: MediaFileSource;
}

function LogoList({ partners, duplicate }: { partners: PartnerView[]; duplicate: boolean }) {
  return (
    <ul
      aria-hidden={duplicate || undefined}
      aria-label={duplicate ? undefined : studioPageTexts.partners.list}
      data-duplicate={duplicate}
      className={`flex shrink-0 items-center gap-14 pr-14 sm:gap-20 sm:pr-20 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-8 motion-reduce:pr-0 ${
        duplicate ? 'motion-reduce:hidden' : ''
      }`}
    >
      {partners.map((partner) => {
        const logo = partner.logo;
        if (!logo) return null;
        return (
          <li key={partner.id} className="shrink-0">
            <img
              src={logo.src}
              width={logo.width}
              height={logo.height}
              alt={duplicate ? '' : partner.name}
              // A brand's name, the same in every language: translation tools leave it alone.
              translate="no"
              loading="lazy"
              decoding="async"
              className="partner-logo h-10 w-auto opacity-75 transition hover:opacity-100 sm:h-12 dark:opacity-90"
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * docs/rules/product.md#screens home: the partner strip, 10 logos duplicated so the CSS loop is seamless (the copy is
 * hidden from assistive technology). It moves by CSS alone, before any script (ADR 0035); pauses
 * on hover and with its Pause button, and holds still while off screen (lib/page-behaviours.ts) or
 * in a hidden tab; under reduced motion it does not move and shows the logos once, wrapped. An island of the home page.
 */
export function PartnerStrip({
  partners,
  title,
  english,
}: {
  partners: PartnerView[];
  title: string;
  /** 'title' when a Kiswahili page shows it in English (docs/rules/public-pages.md#languages). */
  english?: string[];
}) {
  const [paused, setPaused] = useState(false);
  if (partners.length === 0) return null;
  return (
    <section
      aria-labelledby="home-partners-title"
      className="render-when-near border-y border-stone-200 py-14 dark:border-stone-800"
    >
      <div className="container-page flex items-center justify-between gap-4">
        <h2
          id="home-partners-title"
          className="font-sans text-sm font-semibold uppercase tracking-[0.2em] text-stone-600 dark:text-stone-300"
          {...englishLang({ english }, 'title')}
        >
          {title}
        </h2>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? studioPageTexts.partners.play : studioPageTexts.partners.pause}
          className="grid size-10 shrink-0 place-items-center rounded-full border border-stone-300 text-stone-700 hover:border-clay hover:text-clay motion-reduce:hidden dark:border-stone-600 dark:text-stone-200"
        >
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </button>
      </div>
      <div
        data-testid="partner-strip"
        data-pause-offscreen
        className="mt-10 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]"
      >
        <div
          data-paused={paused}
          className="partner-marquee flex w-max motion-reduce:container-page motion-reduce:w-full motion-reduce:flex-wrap"
        >
          <LogoList partners={partners} duplicate={false} />
          <LogoList partners={partners} duplicate />
        </div>
      </div>
    </section>
  );
}
