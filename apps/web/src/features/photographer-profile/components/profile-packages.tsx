import { localHref } from '@studio/shared/i18n/current-locale';
import { packagesTexts, paths, type PhotographerPackage, profileTexts } from '@studio/shared';
import { ArrowRight, Clock, PackageCheck } from 'lucide-react';
import { PackageTerms } from '@/components/ui/package-terms';

/** /contact/:id?package=<id>: the inquiry form with the package chosen. */
export const requestPackagePath = (photographerId: string, packageId: string) =>
  `${paths.contactPhotographer.replace(':id', encodeURIComponent(photographerId))}?package=${encodeURIComponent(packageId)}`;

/**
 * docs/rules/history.md#issue-12: the photographer's active packages on the public profile, in their order, each with
 * its price, duration, what is delivered and a way to request it. Nothing when there are none.
 */
export function ProfilePackages({
  photographerId,
  packages,
  name,
}: {
  photographerId: string;
  packages: readonly PhotographerPackage[];
  name: string;
}) {
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby="packages-title" className="container-page pb-16">
      <div className="mb-6 border-t border-stone-300 pt-10 dark:border-stone-800">
        <h2 id="packages-title" className="font-serif text-3xl">
          {packagesTexts.profileHeading}
        </h2>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{profileTexts.view.packagesIntro({ name })}</p>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {packages.map((p) => (
          <li
            key={p.id}
            aria-labelledby={`package-${p.id}`}
            className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
          >
            <h3 id={`package-${p.id}`} className="font-serif text-xl leading-snug [overflow-wrap:anywhere]">
              {p.title}
            </h3>
            <p className="mt-2 text-2xl font-semibold tabular-nums text-clay-dark dark:text-gold">
              {packagesTexts.price({ kes: p.priceKes, usd: p.priceUsd })}
            </p>
            <p className="mt-2 flex items-center gap-2 text-sm text-stone-700 dark:text-stone-300">
              <Clock aria-hidden className="size-4 shrink-0 text-clay dark:text-gold" />
              <span className="sr-only">{profileTexts.view.duration}</span>
              {packagesTexts.duration({ value: p.durationValue, unit: p.durationUnit })}
            </p>
            {p.deliverables && (
              <p className="mt-2 flex items-start gap-2 text-sm text-stone-700 dark:text-stone-300">
                <PackageCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-clay dark:text-gold" />
                <span className="sr-only">{profileTexts.view.delivered}</span>
                <span className="[overflow-wrap:anywhere]">{p.deliverables}</span>
              </p>
            )}
            <PackageTerms pkg={p} />
            {p.description && (
              <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">
                {p.description}
              </p>
            )}
            <a
              href={localHref(requestPackagePath(photographerId, p.id))}
              aria-describedby={`package-${p.id}`}
              className="mt-auto inline-flex items-center gap-2 self-start pt-5 font-semibold text-clay-dark underline-offset-4 hover:underline dark:text-gold"
            >
              {packagesTexts.request} <ArrowRight aria-hidden className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
