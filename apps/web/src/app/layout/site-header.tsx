import { HEADER_FIXED_THRESHOLD_PX, STUDIO_NAME } from '@studio/shared';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { SiteSearch } from '@/features/site-search/components/site-search';

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

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const fixed = useScrolledPast(HEADER_FIXED_THRESHOLD_PX);
  const closeMenu = () => setMenuOpen(false);

  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded px-3 py-2 text-[15px] transition-colors hover:text-clay ${isActive ? 'text-clay' : ''}`;

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
          <Link
            to={paths.home}
            onClick={closeMenu}
            className="flex items-center gap-2 font-serif text-xl font-semibold"
          >
            <img src="/favicon.svg" alt="" width="28" height="28" className="size-7 dark:invert" />
            {STUDIO_NAME}
          </Link>
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {primaryNav.map((item) => (
              <NavLink key={item.to} to={item.to} end={matchesExactly(item.to)} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="hidden items-center gap-3 lg:flex">
            <SiteSearch />
            <Link to={paths.dashboard} className="text-[15px] hover:text-clay">
              Login
            </Link>
            <Link
              to={paths.signup}
              className="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-clay dark:bg-white dark:text-ink"
            >
              Join
            </Link>
          </div>
          <button
            type="button"
            className="rounded-md p-2 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
        {menuOpen && (
          <div
            id="mobile-menu"
            className="border-t border-stone-200 bg-paper pb-6 lg:hidden dark:border-stone-800 dark:bg-ink"
          >
            <div className="container-page space-y-4 pt-4">
              <SiteSearch onNavigate={closeMenu} />
              <nav aria-label="Mobile">
                <ul className="grid gap-1">
                  {primaryNav.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} end={matchesExactly(item.to)} onClick={closeMenu} className={navLinkClass}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="flex gap-3">
                <Link
                  to={paths.dashboard}
                  onClick={closeMenu}
                  className="flex-1 rounded-full border border-stone-300 px-4 py-2 text-center dark:border-stone-600"
                >
                  Login
                </Link>
                <Link
                  to={paths.signup}
                  onClick={closeMenu}
                  className="flex-1 rounded-full bg-ink px-4 py-2 text-center font-semibold text-white dark:bg-white dark:text-ink"
                >
                  Join
                </Link>
              </div>
            </div>
          </div>
        )}
      </header>
    </div>
  );
}
