import { HEADER_FIXED_THRESHOLD_PX, STUDIO_NAME, type StudioContent } from '@studio/shared';
import { useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { SiteSearch } from '@/features/site-search/components/site-search';
import { MenuToggle } from '@/components/ui/menu-toggle';

export const primaryNav = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About' },
  { to: paths.services, label: 'Services' },
  { to: paths.blogs, label: 'Blogs' },
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.portfolio, label: 'Portfolio' },
  { to: paths.gallery, label: 'Gallery' },
] as const;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** Home, and Contact Us: /contact/:id is a photographer's inquiry form, not the studio's contact page. */
const matchesExactly = (to: string) => to === paths.home || to === paths.contact;
const isActive = (to: string, pathname: string) =>
  pathname === to || (!matchesExactly(to) && pathname.startsWith(`${to}/`));

interface SiteHeaderProps {
  /** The page's path, for the current navigation link. */
  pathname: string;
  searchIndex: StudioContent['searchIndex'];
}

/** The site's header: an island on public pages (plain links, so a click before hydration is never lost). */
export function SiteHeader({ pathname, searchIndex }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const fixed = useScrolledPast(HEADER_FIXED_THRESHOLD_PX);
  const closeMenu = () => setMenuOpen(false);

  const navLink = (to: string) => ({
    href: to,
    'aria-current': isActive(to, pathname) ? ('page' as const) : undefined,
    className: `block rounded px-3 py-2 text-[15px] transition-colors hover:text-clay ${isActive(to, pathname) ? 'text-clay' : ''}`,
  });

  return (
    <div className="h-16">
      <header
        data-fixed={fixed}
        className={`inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow] ${
          fixed
            ? 'fixed border-stone-200 bg-paper/95 shadow-sm backdrop-blur dark:border-stone-800 dark:bg-ink/95'
            : 'relative border-transparent bg-paper dark:bg-ink'
        }`}
      >
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <a href={paths.home} onClick={closeMenu} className="flex items-center gap-2 font-serif text-xl font-semibold">
            <img src="/favicon.svg" alt="" width="28" height="28" className="size-7 dark:invert" />
            {STUDIO_NAME}
          </a>
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {primaryNav.map((item) => (
              <a key={item.to} {...navLink(item.to)}>
                {item.label}
              </a>
            ))}
          </nav>
          <div className="hidden items-center gap-3 lg:flex">
            <SiteSearch searchIndex={searchIndex} />
            <a href={paths.dashboard} className="text-[15px] hover:text-clay">
              Login
            </a>
            <a
              href={paths.signup}
              className="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-clay dark:bg-white dark:text-ink"
            >
              Join
            </a>
          </div>
          <MenuToggle
            open={menuOpen}
            onToggle={() => setMenuOpen((o) => !o)}
            controls="mobile-menu"
            className="rounded-md p-2 lg:hidden"
          />
        </div>
        {menuOpen && (
          <div
            id="mobile-menu"
            className="border-t border-stone-200 bg-paper pb-6 lg:hidden dark:border-stone-800 dark:bg-ink"
          >
            <div className="container-page space-y-4 pt-4">
              <SiteSearch searchIndex={searchIndex} onNavigate={closeMenu} />
              <nav aria-label="Mobile">
                <ul className="grid gap-1">
                  {primaryNav.map((item) => (
                    <li key={item.to}>
                      <a {...navLink(item.to)} onClick={closeMenu}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="flex gap-3">
                <a
                  href={paths.dashboard}
                  onClick={closeMenu}
                  className="flex-1 rounded-full border border-stone-300 px-4 py-2 text-center dark:border-stone-600"
                >
                  Login
                </a>
                <a
                  href={paths.signup}
                  onClick={closeMenu}
                  className="flex-1 rounded-full bg-ink px-4 py-2 text-center font-semibold text-white dark:bg-white dark:text-ink"
                >
                  Join
                </a>
              </div>
            </div>
          </div>
        )}
      </header>
    </div>
  );
}
