import {
  accountAreas,
  paths,
  STUDIO_NAME,
  type StudioContent,
  siteTexts,
  USER_ROLES,
  type UserRole,
} from '@studio/shared';
import { ChevronDown, Menu, UserRound } from 'lucide-react';
import { localHref } from '@studio/shared/i18n/current-locale';
import { SiteSearch } from '@/features/site-search/components/site-search';
import { Island } from '@/lib/island';
import { useCurrentUser } from '@/lib/session-store';
import { LanguageSwitch } from './language-switch';

const t = siteTexts.header;

const nav = siteTexts.nav;
/** Read at each render: the labels are in the page's language. */
export const primaryNav = () => [
  { to: paths.home, label: nav.home },
  { to: paths.about, label: nav.about },
  { to: paths.services, label: nav.services },
  { to: paths.photographers, label: t.findPhotographer },
  { to: paths.blogs, label: nav.blogs },
  { to: paths.contact, label: nav.contact },
  { to: paths.portfolio, label: nav.portfolio },
  { to: paths.gallery, label: nav.gallery },
];

/** Home, and Contact Us: /contact/:id is a photographer's inquiry form, not the studio's contact page. */
const matchesExactly = (to: string) => to === paths.home || to === paths.contact;
const isActive = (to: string, pathname: string) =>
  pathname === to || (!matchesExactly(to) && pathname.startsWith(`${to}/`));

/**
 * Each role's area (`accountAreas`, the same as the dashboards' menus) and settings, each shown by
 * CSS for its role only (theme-init.js marks `<html data-role>` before the first paint): nobody is
 * offered an area they hold no role for. The classes are written out for Tailwind to find.
 */
const SHOW_FOR_ROLE = {
  client: 'role-client:block',
  photographer: 'role-photographer:block',
  admin: 'role-admin:block',
} as const satisfies Record<UserRole, string>;
const accountLinks = () => [
  ...USER_ROLES.flatMap((role) =>
    accountAreas(role).map((area) => ({ href: area.path, label: area.label, show: SHOW_FOR_ROLE[role] })),
  ),
  { href: paths.settings, label: t.settings, show: SHOW_FOR_ROLE.client },
  { href: paths.photographerSettings, label: t.settings, show: SHOW_FOR_ROLE.photographer },
];

/** No display of its own: the area links stay `hidden` until their role shows them (`role-…:block`). */
const menuItem = 'rounded-lg px-3 py-2 text-left text-[15px] hover:bg-sand hover:text-clay dark:hover:bg-stone-800';

/**
 * Empty in the server's HTML (it knows no visitor): on public pages the loader fills it
 * (page-behaviours.ts), in the client-routed app React does, following sign-in and sign-out.
 */
function AccountName() {
  const user = useCurrentUser();
  return (
    <strong data-account-name className="font-semibold text-ink dark:text-white">
      {user?.username}
    </strong>
  );
}

function AccountItems() {
  return (
    <>
      <p className="px-3 pt-1 pb-2 text-sm text-stone-600 dark:text-stone-300">
        {t.signedInAs} <AccountName />
      </p>
      {accountLinks().map((link) => (
        <a key={`${link.href}-${link.show}`} href={localHref(link.href)} className={`hidden ${link.show} ${menuItem}`}>
          {link.label}
        </a>
      ))}
      <button type="button" data-sign-out className={`block w-full ${menuItem}`}>
        {t.signOut}
      </button>
    </>
  );
}

interface SiteHeaderProps {
  /** The page's path, for the current navigation link. */
  pathname: string;
  searchIndex: StudioContent['searchIndex'];
}

/**
 * The site's header: plain HTML that works before (and without) any script (ADR 0035). Its menus
 * are popovers the browser opens; its searches are forms with a live-results island each; Login /
 * Join or the account menu show by CSS from what theme-init.js read of the signed-in user.
 * `data-fixed` (lib/page-behaviours.ts) holds it to the top once the page scrolls.
 */
export function SiteHeader({ pathname, searchIndex }: SiteHeaderProps) {
  const navLink = (to: string) => ({
    href: localHref(to),
    'aria-current': isActive(to, pathname) ? ('page' as const) : undefined,
    className: `block whitespace-nowrap rounded px-2 py-2 text-sm xl:px-1.5 transition-colors 2xl:px-2.5 2xl:text-[15px] hover:text-clay ${isActive(to, pathname) ? 'text-clay' : ''}`,
  });

  return (
    <div className="h-16">
      <header
        data-site-header
        data-fixed="false"
        className="site-header relative inset-x-0 top-0 z-40 border-b border-transparent bg-paper dark:bg-ink"
      >
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <a href={localHref(paths.home)} className="flex shrink-0 items-center gap-2 font-serif text-xl font-semibold">
            <img src="/favicon.svg" alt="" width="28" height="28" className="size-7 dark:invert" />
            {STUDIO_NAME}
          </a>
          <nav aria-label={siteTexts.ui.mainNav} className="hidden items-center xl:flex">
            {primaryNav().map((item) => (
              <a key={item.to} {...navLink(item.to)}>
                {item.label}
              </a>
            ))}
          </nav>
          <div className="hidden items-center gap-3 xl:flex">
            <Island name="site-search" component={SiteSearch} props={{ searchIndex }} />
            <LanguageSwitch compact />
            <a href={localHref(paths.dashboard)} className="text-[15px] hover:text-clay signed-in:hidden">
              {t.login}
            </a>
            <a
              href={localHref(paths.signup)}
              className="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-clay signed-in:hidden dark:bg-white dark:text-ink"
            >
              {t.join}
            </a>
            <button
              type="button"
              popoverTarget="account-menu"
              aria-expanded={false}
              className="hidden items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-[15px] hover:border-clay hover:text-clay signed-in:flex dark:border-stone-600"
            >
              <UserRound aria-hidden className="size-4" />
              {t.account}
              <ChevronDown aria-hidden className="size-4" />
            </button>
            <div
              id="account-menu"
              popover="auto"
              className="header-popover right-[max(1.25rem,calc((100vw-80rem)/2+2rem))] mt-1 w-64 rounded-xl border border-stone-200 bg-white p-2 text-ink shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
            >
              <AccountItems />
            </div>
          </div>
          <button
            type="button"
            popoverTarget="mobile-menu"
            aria-label={t.openMenu}
            aria-expanded={false}
            data-label-open={t.closeMenu}
            data-label-closed={t.openMenu}
            className="rounded-md p-2 xl:hidden"
          >
            <Menu aria-hidden className="size-6" />
          </button>
        </div>
        <div
          id="mobile-menu"
          popover="auto"
          className="header-popover max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-t border-stone-200 bg-paper pb-6 text-ink shadow-lg xl:hidden dark:border-stone-800 dark:bg-ink dark:text-stone-100"
        >
          <div className="container-page space-y-4 pt-4">
            <Island name="site-search" component={SiteSearch} props={{ searchIndex }} />
            <nav aria-label={siteTexts.ui.mobileNav}>
              <ul className="grid gap-1">
                {primaryNav().map((item) => (
                  <li key={item.to}>
                    <a {...navLink(item.to)}>{item.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <LanguageSwitch />
            <div className="flex gap-3 signed-in:hidden">
              <a
                href={localHref(paths.dashboard)}
                className="flex-1 rounded-full border border-stone-300 px-4 py-2 text-center dark:border-stone-600"
              >
                {t.login}
              </a>
              <a
                href={localHref(paths.signup)}
                className="flex-1 rounded-full bg-ink px-4 py-2 text-center font-semibold text-white dark:bg-white dark:text-ink"
              >
                {t.join}
              </a>
            </div>
            <div className="hidden border-t border-stone-200 pt-3 signed-in:block dark:border-stone-800">
              <AccountItems />
            </div>
          </div>
        </div>
      </header>
    </div>
  );
}
