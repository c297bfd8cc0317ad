/** The page's state marks on `<html>`, set without React (the islands' loader runs before it). */
let holds = 0;
let hydratedWanted = false;
let interactiveNow: () => void = () => {};
const interactive = new Promise<void>((resolve) => {
  interactiveNow = resolve;
});

/**
 * Marks `<html data-hydrated>`: the page responds (the browser tests wait for it); later if a
 * part of an island still waits for its code (`holdHydrated`).
 */
export function markHydrated(): void {
  hydratedWanted = true;
  if (holds === 0) document.documentElement.setAttribute('data-hydrated', '');
}

/** Keeps `data-hydrated` off until the returned function is called (once is enough). */
export function holdHydrated(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (hydratedWanted) markHydrated();
  };
}

/** Marks `<html data-interactive>`: what is on screen responds (the first-load benchmark stops there). */
export function markInteractive(): void {
  interactiveNow();
  if (document.documentElement.hasAttribute('data-interactive')) return;
  performance.mark('interactive');
  document.documentElement.setAttribute('data-interactive', '');
}

/** Resolves once what is on screen responds. */
export const whenInteractive = (): Promise<void> => interactive;
