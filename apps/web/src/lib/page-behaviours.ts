import { HEADER_FIXED_THRESHOLD_PX, STORAGE_KEYS } from '@studio/shared/constants';
import { loadWhenNear } from './deferred-images';
import { recordProfileView } from './profile-views';

/**
 * What the site's own HTML does without React (ADR 0035), on public pages and in the client-routed
 * app alike: listeners on the document, so a header React renders again is handled the same.
 */

/** The header holds to the top once the page has scrolled past the threshold (docs/rules/product.md#screens). */
function fixHeaderOnScroll() {
  const update = () => {
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    const fixed = String(window.scrollY > HEADER_FIXED_THRESHOLD_PX);
    if (header && header.dataset.fixed !== fixed) header.dataset.fixed = fixed;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}

/** A looping animation (`data-pause-offscreen`) holds still (`data-still`) off screen or in a hidden tab. */
function pauseOffscreen() {
  const moving = [...document.querySelectorAll<HTMLElement>('[data-pause-offscreen]')];
  if (moving.length === 0) return;
  const onScreen = new Set<Element>();
  const update = () => {
    for (const element of moving)
      element.toggleAttribute('data-still', document.visibilityState === 'hidden' || !onScreen.has(element));
  };
  const watch = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target);
      else onScreen.delete(entry.target);
    }
    update();
  });
  for (const element of moving) watch.observe(element);
  document.addEventListener('visibilitychange', update);
}

/** The signed-in visitor's name in the header's account menu (theme-init.js shows the menu). */
function nameTheAccount() {
  let name = '';
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as {
      displayName?: string;
      username?: string;
    } | null;
    name = user?.displayName || user?.username || '';
  } catch {
    return;
  }
  for (const slot of document.querySelectorAll('[data-account-name]')) slot.textContent = name;
}

/** docs/rules/photographers-and-portfolios.md#overview-and-analytics: the profile on this page counts a view whether or not its island ever wakes. */
function recordProfileViews() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-profile-view]'))
    if (element.dataset.profileView) recordProfileView(element.dataset.profileView);
}

/**
 * A link to a place in this page (`#faq`): every `render-when-near` part is laid out before the
 * browser scrolls, so it lands on the place's true position, not on one guessed from estimates.
 */
function renderAllBeforeInPageJumps() {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href*="#"]');
      if (link?.hash && link.pathname === window.location.pathname)
        document.documentElement.setAttribute('data-render-all', '');
    },
    { capture: true },
  );
}

/** The account menu's Sign out: ends the session, forgets the user, and opens the home page. */
function signOutFromMenus() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('[data-sign-out]');
    if (!button) return;
    event.preventDefault();
    const done = () => {
      try {
        localStorage.removeItem(STORAGE_KEYS.user);
      } catch {
        // storage unavailable: the server's session is gone all the same
      }
      window.location.assign('/');
    };
    fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    }).then(done, done);
  });
}

/**
 * A popover's invoker says whether it opens or closes it (`data-label-open` / `-closed`); a browser
 * without popovers opens and closes them by `data-open` (styles.css hides them meanwhile).
 */
function labelPopoverInvokers() {
  const invokers = (popover: Element) => document.querySelectorAll<HTMLElement>(`[popovertarget="${popover.id}"]`);
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target as HTMLElement;
      const open = (event as ToggleEvent).newState === 'open';
      for (const invoker of invokers(popover)) {
        const label = open ? invoker.dataset.labelOpen : invoker.dataset.labelClosed;
        if (label) invoker.setAttribute('aria-label', label);
        invoker.setAttribute('aria-expanded', String(open));
      }
    },
    true,
  );
  if ('popover' in HTMLElement.prototype) return;
  document.addEventListener('click', (event) => {
    const invoker = (event.target as Element | null)?.closest<HTMLElement>('[popovertarget]');
    const popover = invoker && document.getElementById(invoker.getAttribute('popovertarget') ?? '');
    if (!popover) return;
    const open = !popover.hasAttribute('data-open');
    popover.toggleAttribute('data-open', open);
    const label = open ? invoker.dataset.labelOpen : invoker.dataset.labelClosed;
    if (label) invoker.setAttribute('aria-label', label);
  });
}

/**
 * Deferred photographs of the server's HTML (`Picture deferred`): their sources are set once they
 * come within half a screen of the viewport, so a visitor who reads only the top of a page pays
 * only for what they see.
 */
function loadDeferredImages() {
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-src]')) loadWhenNear(img);
}

/**
 * `nameAccount` on public pages only: in the client-routed app React renders the header and the
 * name in it (site-header.tsx), and text written into React's DOM would be lost or mismatched.
 */
export function startPageBehaviours({ nameAccount }: { nameAccount: boolean }): void {
  loadDeferredImages();
  labelPopoverInvokers();
  fixHeaderOnScroll();
  pauseOffscreen();
  if (nameAccount) nameTheAccount();
  signOutFromMenus();
  recordProfileViews();
  renderAllBeforeInPageJumps();
}
