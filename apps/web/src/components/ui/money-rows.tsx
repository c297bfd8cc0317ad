import { type ReactNode, useId } from 'react';
import { EmptyState } from './load-states';
import { panelClass } from './panel';

const termClass = 'text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400';

/** A titled part of a money page (the console's Payments, the photographer's Earnings). */
export function MoneySection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="font-serif text-2xl text-ink dark:text-white">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One figure of a row: its name above, the value in tabular digits (inside a `<dl>`). */
export function MoneyFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={termClass}>{term}</dt>
      <dd className="mt-0.5 text-stone-800 tabular-nums dark:text-stone-200">{children}</dd>
    </div>
  );
}

/** Rows of payments, refunds or payouts in one panel, or the list's empty state. */
export function MoneyRows<T>({
  label,
  items,
  empty,
  emptyIcon,
  row,
}: {
  label: string;
  items: readonly T[];
  empty: string;
  emptyIcon: ReactNode;
  /** One `<li>` with its key. */
  row: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <EmptyState icon={emptyIcon} title={empty} />;
  return (
    <ul aria-label={label} className={`${panelClass} divide-y divide-stone-200 overflow-hidden dark:divide-stone-800`}>
      {items.map(row)}
    </ul>
  );
}
