import { siteTexts } from '@studio/shared';
import { Menu, X } from 'lucide-react';

interface MenuToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the menu it shows and hides. */
  controls: string;
  className: string;
}

/** The button that opens and closes a menu on small screens (the site header, the signed-in areas' shell). */
export function MenuToggle({ open, onToggle, controls, className }: MenuToggleProps) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? siteTexts.header.closeMenu : siteTexts.header.openMenu}
      onClick={onToggle}
    >
      {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
    </button>
  );
}
