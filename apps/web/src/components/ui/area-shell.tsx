import { paths } from '@studio/shared';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuToggle } from './menu-toggle';
import { ToastProvider } from './toasts';

/** A number beside a link (the reports waiting, the unread messages): a figure for the eye, words for assistive technology. */
export interface AreaNavBadge {
  count: number | undefined;
  words: (count: number) => string;
}

/** One page of a signed-in area, as its navigation lists it. */
export interface AreaNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Marked current only on this very address, not below it (an area's overview). */
  end?: boolean;
  badge?: AreaNavBadge;
}

export interface AreaShellProps {
  /** The area's name beside the logo (the sidebar) and in the phone's top bar. */
  title: string;
  /** The navigation's accessible name. */
  navLabel: string;
  /** The phone menu's name, when it has one of its own (the client's "Dashboard menu"); else `navLabel`. */
  menuLabel?: string;
  nav: readonly AreaNavItem[];
  /** The phone menu's id, for its toggle's `aria-controls`. */
  menuId: string;
  /** The words of the way back to the public site. */
  backLabel: string;
  /** The top bar's controls (the bell, the account menu), composed by the route: features do not import features. */
  actions?: ReactNode;
  /** Under the links, in the sidebar and at the foot of the phone menu (the photographer's dark-mode switch). */
  footer?: ReactNode;
  children: ReactNode;
}

const iconButton =
  'grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-sand dark:text-white dark:hover:bg-stone-800';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-ink text-white shadow-sm dark:bg-white dark:text-ink'
      : 'text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
  }`;

function Badge({ count, words }: AreaNavBadge) {
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden
        className="ml-auto min-w-6 rounded-full bg-clay px-2 py-0.5 text-center text-xs font-semibold text-white tabular-nums dark:bg-gold dark:text-ink"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">, {words(count)}</span>
    </>
  );
}

/** The links; the current page is marked (`aria-current="page"`, ink background). */
function NavLinks({ nav, onFollow }: { nav: readonly AreaNavItem[]; onFollow?: () => void }) {
  return (
    <ul className="grid gap-1">
      {nav.map(({ to, label, icon: Icon, end, badge }) => (
        <li key={to}>
          <NavLink to={to} end={end} className={linkClass} onClick={onFollow}>
            <Icon aria-hidden className="size-[1.125rem] shrink-0" /> {label}
            {badge && <Badge {...badge} />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function BackToSite({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={
        compact
          ? iconButton
          : 'inline-flex items-center gap-2 rounded-md text-sm font-semibold text-stone-700 hover:text-clay dark:text-stone-300 dark:hover:text-gold'
      }
    >
      <ArrowLeft aria-hidden className="size-4" />
      <span className={compact ? 'sr-only' : ''}>{label}</span>
    </Link>
  );
}

/**
 * The frame of every signed-in area (the client's dashboard, the photographer's, the studio console):
 * the way back to the site, the area's name and its pages in a sidebar on wide screens and behind a
 * menu on phones, the top bar's controls, and the page in the `main` landmark that the site's skip
 * link leads to (`#main`; the root layout leaves it to this shell, see `isSignedInArea`). Each area
 * gives only its data: its name, links, badges and controls.
 */
export function AreaShell({
  title,
  navLabel,
  menuLabel = navLabel,
  nav,
  menuId,
  backLabel,
  actions,
  footer,
  children,
}: AreaShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <ToastProvider>
      <div className="min-h-svh bg-paper text-ink lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] dark:bg-ink dark:text-stone-100">
        <aside className="sticky top-0 hidden h-svh flex-col gap-8 overflow-y-auto border-r border-stone-200 bg-white/60 px-5 py-7 lg:flex dark:border-stone-800 dark:bg-stone-950/60">
          <div className="space-y-5">
            <BackToSite label={backLabel} />
            <div className="flex items-center gap-3">
              <img src="/favicon.svg" alt="" width="36" height="36" className="size-9 dark:invert" />
              <p className="font-serif text-lg leading-snug text-ink italic dark:text-white">{title}</p>
            </div>
          </div>
          <nav aria-label={navLabel} className="flex-1">
            <NavLinks nav={nav} />
          </nav>
          {footer}
        </aside>

        <div className="min-w-0">
          {/* One top bar: on phones the way back, the area's name and the menu too; on wide screens the controls alone. */}
          <header
            className={`sticky top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur dark:border-stone-800 dark:bg-ink/95 ${actions ? '' : 'lg:hidden'}`}
          >
            <div className="flex h-16 items-center gap-1 px-3 sm:gap-2 sm:px-6 lg:justify-end lg:px-12">
              <div className="contents lg:hidden">
                <BackToSite label={backLabel} compact />
                {/* At 390 px the name takes two rows whole; the controls keep their room. */}
                <p className="min-w-0 flex-1 font-serif text-sm leading-tight [overflow-wrap:anywhere] text-ink italic sm:text-lg dark:text-white">
                  {title}
                </p>
              </div>
              {actions}
              <MenuToggle
                open={menuOpen}
                onToggle={() => setMenuOpen((o) => !o)}
                controls={menuId}
                className={`${iconButton} lg:hidden`}
              />
            </div>
            {menuOpen && (
              <nav
                id={menuId}
                aria-label={menuLabel}
                className="max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-stone-200 px-3 pt-3 pb-4 sm:px-6 lg:hidden dark:border-stone-800"
              >
                <NavLinks nav={nav} onFollow={() => setMenuOpen(false)} />
                {footer && <div className="mt-3 border-t border-stone-200 pt-3 dark:border-stone-800">{footer}</div>}
              </nav>
            )}
          </header>
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl px-4 py-8 focus:outline-none sm:px-8 sm:py-10 lg:px-12 lg:py-12"
          >
            {children}
          </main>
        </div>
      </div>
    </ToastProvider>
  );
}
