import { accountAreas, accountAreaTexts, accountTexts, type CurrentUser } from '@studio/shared';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/form/fields';
import { paths } from '@/config/paths';
import { accountAreaIcons } from '@/lib/account-area-icons';
import { UserAvatar } from './user-avatar';

/**
 * The account menu of every signed-in area (docs/rules/product.md#screens, docs/rules/accounts-and-auth.md#profile-menu-and-settings, docs/rules/history.md#issue-23): the user's avatar and name (or
 * the initials avatar and 'Guest'), opening the areas the user holds a role for (`accountAreas`:
 * never one of a role they lack), View Profile, Settings and Logout. A menu button: arrow keys move
 * between the items, Escape closes it and returns focus.
 */
export function ProfileMenu({
  user,
  profilePath,
  onLogout,
  loggingOut,
  compact = false,
}: {
  user: CurrentUser | null;
  /** On phones, the avatar alone (the name is still the button's accessible name): for a crowded top bar. */
  compact?: boolean;
  /** Where View Profile goes (docs/rules/accounts-and-auth.md#profile-menu-and-settings): the photographer's public page, or the account page. */
  profilePath: string;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const name = user?.username || accountTexts.guest;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      list[(at + 1) % list.length]?.focus();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      list[(at - 1 + list.length) % list.length]?.focus();
    } else if (e.key === 'Home') {
      e.preventDefault();
      list[0]?.focus();
    } else if (e.key === 'End') {
      e.preventDefault();
      list.at(-1)?.focus();
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  const itemClass =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-stone-800 hover:bg-sand focus-visible:outline-offset-0 focus-visible:bg-sand dark:text-stone-200 dark:hover:bg-stone-800 dark:focus-visible:bg-stone-800';

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 transition-colors hover:bg-sand dark:hover:bg-stone-800"
      >
        <UserAvatar name={name} src={user?.avatar} />
        <span
          className={`max-w-[9rem] truncate text-sm font-semibold text-ink sm:max-w-[14rem] dark:text-white ${compact ? 'sr-only sm:not-sr-only' : ''}`}
          data-testid="top-bar-username"
        >
          {name}
        </span>
        <span className="sr-only">{accountTexts.summary.menuButtonSuffix}</span>
        <ChevronDown aria-hidden className={`size-4 text-stone-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-label={accountAreaTexts.menuLabel}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl dark:border-stone-700 dark:bg-stone-900"
        >
          {user && (
            <div className="border-b border-stone-100 px-3 pt-2 pb-3 dark:border-stone-800" role="none">
              <p className="truncate text-sm font-semibold text-ink dark:text-white">{user.username}</p>
              <p className="truncate text-xs text-stone-600 dark:text-stone-400">{user.email}</p>
            </div>
          )}
          {user && (
            <div className="border-b border-stone-100 py-1.5 dark:border-stone-800" role="none">
              {accountAreas(user.role).map((area) => {
                const Icon = accountAreaIcons[area.role];
                return (
                  <Link
                    key={area.path}
                    role="menuitem"
                    tabIndex={-1}
                    to={area.path}
                    className={itemClass}
                    onClick={() => close(false)}
                  >
                    <Icon aria-hidden className="size-4" /> {area.label}
                  </Link>
                );
              })}
            </div>
          )}
          <div className="pt-1.5" role="none">
            <Link role="menuitem" tabIndex={-1} to={profilePath} className={itemClass} onClick={() => close(false)}>
              <UserRound aria-hidden className="size-4" /> {accountAreaTexts.viewProfile}
            </Link>
            <Link role="menuitem" tabIndex={-1} to={paths.settings} className={itemClass} onClick={() => close(false)}>
              <Settings aria-hidden className="size-4" /> {accountAreaTexts.settings}
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={itemClass}
              disabled={loggingOut}
              onClick={onLogout}
            >
              {loggingOut ? <Spinner /> : <LogOut aria-hidden className="size-4" />} {accountAreaTexts.logout}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
