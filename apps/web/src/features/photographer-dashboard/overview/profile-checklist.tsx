import { photographerDashboardTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { myPortfolioQuery } from '../portfolio/portfolio-api';
import { myPackagesQuery } from '../packages/packages-api';
import { profileStrength, STRONG_PROFILE_PHOTOS, type StrengthItem } from './profile-strength';
import { panelClass } from '@/components/ui/panel';

const t = photographerDashboardTexts.checklist;

const labelOf = (item: StrengthItem) =>
  item.key === 'photos' ? t.items.photos.label({ count: STRONG_PROFILE_PHOTOS }) : t.items[item.key].label;

/**
 * docs/rules/history.md#issue-23: once the profile is published, what would make it stronger (a bio, packages, more
 * photographs, Instagram, a film...), each undone item a link to the page where it is done.
 */
export function ProfileChecklist() {
  const portfolio = useQuery(myPortfolioQuery());
  const packages = useQuery(myPackagesQuery());
  const p = portfolio.data;
  // Before a portfolio exists the next step says to create it; the checklist is for a live profile.
  if (!p || packages.isPending) return null;
  const items = profileStrength(p, packages.data ?? []);
  const done = items.filter((i) => i.done).length;
  return (
    <section aria-labelledby="profile-checklist" className={`${panelClass} mt-6 p-5 sm:p-8`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="profile-checklist" className="font-serif text-2xl text-ink dark:text-white">
          {t.title}
        </h2>
        <p className="text-sm font-semibold text-stone-700 tabular-nums dark:text-stone-300">
          {t.progress({ done, total: items.length })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t.title}
        aria-valuemin={0}
        aria-valuemax={items.length}
        aria-valuenow={done}
        aria-valuetext={t.progress({ done, total: items.length })}
        className="mt-3 h-2 overflow-hidden rounded-full bg-sand dark:bg-stone-800"
      >
        <div
          className="h-full rounded-full bg-clay dark:bg-gold"
          style={{ width: `${(done / items.length) * 100}%` }}
        />
      </div>
      <p className="mt-4 text-sm text-stone-700 dark:text-stone-300">{done === items.length ? t.complete : t.intro}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.key}>
            {item.done ? (
              <p className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-stone-600 dark:text-stone-400">
                <span
                  aria-hidden
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-emerald-600 text-white dark:bg-emerald-500"
                >
                  <Check className="size-4" />
                </span>
                <span className="line-through decoration-stone-400">{labelOf(item)}</span>
                <span className="sr-only">: {t.doneLabel}</span>
              </p>
            ) : (
              <Link
                to={item.to}
                className="group flex items-start gap-3 rounded-xl border border-stone-200 px-3 py-2.5 text-sm hover:border-clay hover:bg-sand/40 dark:border-stone-700 dark:hover:border-gold dark:hover:bg-stone-800"
              >
                <span
                  aria-hidden
                  className="mt-0.5 size-6 shrink-0 rounded-full border-2 border-stone-300 dark:border-stone-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink dark:text-white">{labelOf(item)}</span>
                  <span className="block text-stone-600 dark:text-stone-400">{t.items[item.key].hint}</span>
                </span>
                <ArrowRight
                  aria-hidden
                  className="mt-0.5 size-4 shrink-0 text-stone-400 group-hover:text-clay dark:group-hover:text-gold"
                />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
