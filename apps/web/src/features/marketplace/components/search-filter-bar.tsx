import { localHref } from '@studio/shared/i18n/current-locale';
import {
  CURRENCIES,
  DEFAULT_KES_PER_USD,
  directoryTexts,
  type ExchangeRate,
  formatRate,
  formatRateDate,
  LOCATIONS,
  PRICE_RANGES,
  priceRangeLabel,
  SEARCH_TEXT_MAX,
  SORT_OPTIONS,
  STYLES,
  placeName,
  sortName,
  styleName,
} from '@studio/shared';
import { ChevronDown, Search } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { useTypedBeforeHydration } from '@/components/form/use-typed-before-hydration';
import { FILTER_NAMES, type FilterName, type SearchFilters, viewCurrency } from '../utils/search-filters';

const t = directoryTexts.filters;

const labelClass = 'block text-xs font-semibold uppercase tracking-[0.14em] text-stone-700 dark:text-stone-300';
const controlClass =
  'block h-11 w-full rounded-xl border border-stone-300 bg-white text-base text-ink shadow-sm transition-colors hover:border-stone-400 focus:border-clay focus:outline-none focus:ring-2 focus:ring-clay/30 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100 dark:hover:border-stone-500 dark:focus:border-gold dark:focus:ring-gold/30';

// eslint-disable-next-line no-restricted-syntax -- the filter bar's compact select of a GET form (small capitals label, fixed height), not a form field; the kit's SelectField is the forms'.
function SelectField({
  name,
  label,
  value,
  onChange,
  children,
  className = '',
}: {
  name: FilterName;
  label: string;
  value: string;
  onChange: (name: FilterName, value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  const id = `${useId()}-${name}`;
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(name, e.target.value)}
          className={`${controlClass} appearance-none truncate pr-8 pl-3 sm:pr-9 sm:pl-3.5 ${value ? 'font-semibold' : ''}`}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500 dark:text-stone-400"
        />
      </div>
    </div>
  );
}

/**
 * The search-and-filter bar (docs/rules/product.md#screens): text search, location, style, price range (in KES, docs/rules/photographers-and-portfolios.md#kenyan-marketplace; in
 * dollars at the studio's rate in the USD view), the currency prices are shown in, and sort, each
 * with its label and an "any" choice. A GET form: without JavaScript the Search button submits it
 * to the same page; with it, every change applies at once (the text after a pause).
 */
export function SearchFilterBar({
  action,
  filters,
  text,
  onTextChange,
  onTextBlur,
  onSubmit,
  onFilterChange,
  rate,
}: {
  /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the studio's exchange rate, from the last answer (the default until one came). */
  rate?: ExchangeRate;
  /** The page's path, where the form submits without JavaScript. */
  action: string;
  filters: SearchFilters;
  text: string;
  onTextChange: (text: string) => void;
  onTextBlur: () => void;
  onSubmit: () => void;
  onFilterChange: (name: FilterName, value: string) => void;
}) {
  const searchId = useId();
  const view = viewCurrency(filters);
  const kesPerUsd = rate?.kesPerUsd ?? DEFAULT_KES_PER_USD;
  const formRef = useRef<HTMLFormElement>(null);
  // Typed or chosen before the scripts ran: the search follows it once they have.
  useTypedBeforeHydration(
    formRef,
    ['q', ...FILTER_NAMES],
    (field) => (field === 'q' ? text : filters[field]),
    ({ q, ...chosen }) => {
      if (q !== undefined) onTextChange(q);
      for (const name of FILTER_NAMES) {
        const value = chosen[name];
        if (value !== undefined) onFilterChange(name, value);
      }
    },
  );
  return (
    <form
      ref={formRef}
      role="search"
      aria-label={t.label}
      method="get"
      action={localHref(action)}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="rounded-2xl border border-stone-200 bg-white/80 p-4 shadow-sm sm:p-5 dark:border-stone-800 dark:bg-stone-900/70"
    >
      <div className="flex items-end gap-2 sm:gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className={labelClass}>
            {t.search}
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-500 dark:text-stone-400"
            />
            <input
              id={searchId}
              type="search"
              name="q"
              value={text}
              maxLength={SEARCH_TEXT_MAX}
              placeholder={t.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(e) => onTextChange(e.target.value)}
              onBlur={onTextBlur}
              className={`${controlClass} pr-3.5 pl-10 placeholder:text-stone-500 dark:placeholder:text-stone-400`}
            />
          </div>
        </div>
        {filters.pageSize && <input type="hidden" name="pageSize" value={filters.pageSize} />}
        <button
          type="submit"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-ink text-sm font-semibold text-white transition-colors hover:bg-clay-dark sm:w-auto sm:px-6 dark:bg-white dark:text-ink dark:hover:bg-gold"
        >
          <Search aria-hidden className="size-4" /> <span className="sr-only sm:not-sr-only">{t.submit}</span>
        </button>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <SelectField name="location" label={t.location} value={filters.location} onChange={onFilterChange}>
          <option value="">{t.anyLocation}</option>
          {LOCATIONS.map((l) => (
            <option key={l} value={l}>
              {placeName(l)}
            </option>
          ))}
        </SelectField>
        <SelectField name="style" label={t.style} value={filters.style} onChange={onFilterChange}>
          <option value="">{t.anyStyle}</option>
          {STYLES.map((s) => (
            <option key={s} value={s}>
              {styleName(s)}
            </option>
          ))}
        </SelectField>
        <SelectField name="price" label={t.price} value={filters.price} onChange={onFilterChange}>
          <option value="">{t.anyPrice}</option>
          {PRICE_RANGES.map((p) => (
            <option key={p.value} value={p.value}>
              {priceRangeLabel(p, view, kesPerUsd)}
            </option>
          ))}
        </SelectField>
        <SelectField name="currency" label={t.currency} value={filters.currency} onChange={onFilterChange}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c === 'KES' ? '' : c}>
              {t.currencies[c]}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="sort"
          label={t.sort}
          value={filters.sort}
          onChange={onFilterChange}
          className="col-span-2 lg:col-span-1"
        >
          {SORT_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {sortName(s)}
            </option>
          ))}
        </SelectField>
      </div>
      {rate && (
        <p className="mt-3 text-xs text-stone-600 dark:text-stone-400">
          {t.rateNote({
            rate: formatRate(rate.kesPerUsd),
            date: rate.updatedAt ? formatRateDate(rate.updatedAt) : null,
          })}
        </p>
      )}
    </form>
  );
}
