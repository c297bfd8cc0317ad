import { pagesTexts, STORAGE_KEYS, STUDIO_NAME } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CookieSettings } from '@/features/cookies/components/cookie-settings';
import { Island } from '@/lib/island';
import type { RouteHandle } from '@/lib/route-meta';
import { PageHeading, pageLeadClass } from '@/components/ui/page-heading';

/** Served as HTML; the settings form is its island. */
export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.cookies.title,
    description: pagesTexts.cookies.description({ studio: STUDIO_NAME }),
  }),
};

/** What the site keeps on a visitor's device, for the table on this page. */
const stored = () => {
  const t = pagesTexts.cookiesPage;
  return [
    { name: 'picha_session', type: t.cookieEssential, purpose: t.sessionPurpose, lasts: t.sessionLasts },
    { name: STORAGE_KEYS.user, type: t.localEssential, purpose: t.userPurpose, lasts: t.userLasts },
    { name: STORAGE_KEYS.darkMode, type: t.localEssential, purpose: t.darkModePurpose, lasts: t.darkModeLasts },
    {
      name: STORAGE_KEYS.cookiePreferences,
      type: t.localEssential,
      purpose: t.preferencesPurpose,
      lasts: t.preferencesLasts,
    },
    { name: 'appLoaderShown', type: t.sessionEssential, purpose: t.loaderPurpose, lasts: t.loaderLasts },
  ];
};

export function Component() {
  const t = pagesTexts.cookiesPage;
  return (
    <div className="container-page pt-12 pb-24 sm:pt-16">
      <header className="max-w-3xl">
        <PageHeading eyebrow={t.eyebrow} title={pagesTexts.cookies.title} />
        <div className={`mt-6 space-y-4 ${pageLeadClass}`}>
          <p>{t.intro}</p>
          <p>
            {t.noneYet}{' '}
            <Link
              to={paths.privacyPolicy}
              className="text-clay-dark underline underline-offset-4 hover:text-clay dark:text-gold"
            >
              {t.privacyLink}
            </Link>
            .
          </p>
        </div>
      </header>
      <div className="mt-12 grid gap-14 lg:grid-cols-[1fr_1fr] lg:gap-16">
        <div className="max-w-xl">
          <Island name="cookie-settings" component={CookieSettings} props={{}} />
        </div>
        <section aria-labelledby="stored-title">
          <h2 id="stored-title" className="font-serif text-3xl">
            {t.storedTitle}
          </h2>
          <ul className="mt-5 divide-y divide-stone-300 border-y border-stone-300 dark:divide-stone-700 dark:border-stone-700">
            {stored().map((item) => (
              <li key={item.name} className="grid gap-1 py-4 text-[15px]">
                <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <code className="font-mono text-sm font-semibold">{item.name}</code>
                  <span className="text-xs font-semibold uppercase tracking-[0.14em] text-stone-600 dark:text-stone-400">
                    {item.type}
                  </span>
                </p>
                <p className="text-stone-700 dark:text-stone-300">{item.purpose}</p>
                <p className="text-sm text-stone-600 dark:text-stone-400">{t.kept({ lasts: item.lasts })}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
