import { pagesTexts, STORAGE_KEYS, STUDIO_NAME } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CookieSettings } from '@/features/cookies/components/cookie-settings';
import { Island } from '@/lib/island';
import type { RouteHandle } from '@/lib/route-meta';

/** Served as HTML; the settings form is its island. */
export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.cookies.title,
    description: pagesTexts.cookies.description({ studio: STUDIO_NAME }),
  }),
};

/** What the site keeps on a visitor's device, for the table on this page. */
const stored = [
  {
    name: 'picha_session',
    type: 'Cookie (essential)',
    purpose: 'Keeps you signed in. Scripts cannot read it, and it is sent only to this site.',
    lasts: '30 days, or until you log out',
  },
  {
    name: STORAGE_KEYS.user,
    type: 'Local storage (essential)',
    purpose: 'Your username and picture, for the top bar while you are signed in.',
    lasts: 'Until you log out',
  },
  {
    name: STORAGE_KEYS.darkMode,
    type: 'Local storage (essential)',
    purpose: 'Whether you chose the light or the dark theme.',
    lasts: 'Until you clear your browser data',
  },
  {
    name: STORAGE_KEYS.cookiePreferences,
    type: 'Local storage (essential)',
    purpose: 'The choices you save on this page.',
    lasts: 'Until you change them or clear your browser data',
  },
  {
    name: 'appLoaderShown',
    type: 'Session storage (essential)',
    purpose: 'Shows the opening progress bar only once per visit.',
    lasts: 'Until you close the tab',
  },
];

export function Component() {
  return (
    <div className="container-page pt-12 pb-24 sm:pt-16">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-clay-dark dark:text-gold">Privacy</p>
        <h1 className="mt-4 font-serif text-4xl leading-[1.05] sm:text-6xl">Cookie settings</h1>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
          <p>
            Cookies and similar storage let a website remember things on your device. We keep this to a minimum: the
            essential ones keep the site working and cannot be switched off. Analytics and marketing cookies run only if
            you allow them here, and you can change your mind at any time.
          </p>
          <p>
            Today we do not run any analytics or marketing cookies at all. If we add them, they will respect the choice
            you save here. Read more in our{' '}
            <Link
              to={paths.privacyPolicy}
              className="text-clay-dark underline underline-offset-4 hover:text-clay dark:text-gold"
            >
              privacy policy
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
            What we keep on your device
          </h2>
          <ul className="mt-5 divide-y divide-stone-300 border-y border-stone-300 dark:divide-stone-700 dark:border-stone-700">
            {stored.map((item) => (
              <li key={item.name} className="grid gap-1 py-4 text-[15px]">
                <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <code className="font-mono text-sm font-semibold">{item.name}</code>
                  <span className="text-xs font-semibold uppercase tracking-[0.14em] text-stone-600 dark:text-stone-400">
                    {item.type}
                  </span>
                </p>
                <p className="text-stone-700 dark:text-stone-300">{item.purpose}</p>
                <p className="text-sm text-stone-600 dark:text-stone-400">Kept: {item.lasts}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
