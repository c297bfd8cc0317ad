/** A white panel on the paper background: the signed-in areas' cards, lists and forms. */
export const panelClass =
  'rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900';
