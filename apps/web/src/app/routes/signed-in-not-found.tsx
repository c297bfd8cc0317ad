import { accountAreas, accountAreaTexts } from '@studio/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { IconBadge } from '@/components/ui/icon-badge';
import { paths } from '@/config/paths';
import { accountAreaIcons } from '@/lib/account-area-icons';
import type { RouteHandle } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session-store';

export const handle: RouteHandle = {
  meta: () => ({
    title: accountAreaTexts.notFoundTitle,
    description: accountAreaTexts.notFoundMetaDescription,
    noindex: true,
  }),
};

/**
 * docs/rules/history.md#issue-23: a mistyped address under /dashboard, /photographer-dashboard or /studio shows this page
 * inside the area's own layout (its top bar, menu and account menu stay), with the ways back: the
 * areas the user holds a role for, and the public site. The server has answered 404 already for an
 * address it does not know.
 */
export function Component() {
  const user = useCurrentUser();
  // The user's own area first, then the public site.
  const ways = [
    ...accountAreas(user?.role).map((a) => ({
      path: a.path,
      label: a.label,
      Icon: accountAreaIcons[a.role],
      primary: true,
    })),
    { path: paths.home, label: accountAreaTexts.backToSite, Icon: ArrowLeft, primary: false },
  ];
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-10 text-center sm:py-16">
      <IconBadge className="mx-auto size-14">
        <SearchX className="size-6" />
      </IconBadge>
      <p className="mt-5 text-xs font-semibold tracking-[0.2em] text-clay-dark uppercase dark:text-gold">
        {accountAreaTexts.notFoundEyebrow}
      </p>
      <h1 id="not-found-title" className="mt-2 font-serif text-3xl text-ink sm:text-4xl dark:text-white">
        {accountAreaTexts.notFoundTitle}
      </h1>
      <p className="mt-3 text-stone-700 dark:text-stone-300">{accountAreaTexts.notFoundBody}</p>
      <ul className="mt-7 flex flex-wrap justify-center gap-3">
        {ways.map(({ path, label, Icon, primary }) => (
          <li key={path}>
            <Link
              to={path}
              className={`inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold ${
                primary
                  ? 'bg-ink text-white hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-gold'
                  : 'border border-stone-300 text-ink hover:border-ink dark:border-stone-600 dark:text-stone-100 dark:hover:border-white'
              }`}
            >
              <Icon aria-hidden className="size-4" /> {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
