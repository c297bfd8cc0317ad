import { useEffect, useState } from 'react';

/**
 * Focus for after a change (a dialog closed, a button replaced, an item gone): the element with the
 * id asked for gets it once it is in the page; while `waiting` (the list is being read afresh) it
 * may still come, otherwise `fallback` gets it.
 */
export function useFocusLater(waiting: boolean, fallback: () => HTMLElement | null) {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target);
    if (!element && waiting) return;
    setTarget(null);
    (element ?? fallback())?.focus();
    // `fallback` is new on every render of its page: the effect looks again after each one.
  }, [target, waiting, fallback]);
  return setTarget;
}
