import { localHref } from '@studio/shared/i18n/current-locale';
import { paths, SEARCH_CATEGORIES, siteTexts, type StudioContent } from '@studio/shared';
import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/components/form/use-typed-before-hydration';

/** The live results load with the first letter typed: most visits never search. */
const SiteSearchResults = lazy(() => import('./site-search-results').then((m) => ({ default: m.SiteSearchResults })));

export function SiteSearch({
  searchIndex,
  onNavigate,
}: {
  searchIndex: StudioContent['searchIndex'];
  onNavigate?: () => void;
}) {
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(
    formRef,
    ['q', 'category'],
    () => '',
    (typed) => {
      if (typed.q) setText(typed.q);
      if (typed.category) setCategory(typed.category);
    },
  );
  const open = text.trim() !== '' || category !== '';

  const close = () => {
    setText('');
    setCategory('');
    onNavigate?.();
  };

  return (
    <search className="relative w-full lg:w-auto" aria-label={siteTexts.searchBox.label}>
      {/* An HTML form too: Enter (or a search before the scripts ran) opens the results page. */}
      <form ref={formRef} action={localHref(paths.search)} method="get">
        <div className="flex items-stretch overflow-hidden rounded-full border border-stone-300 bg-white/90 text-sm text-ink focus-within:border-clay focus-within:ring-2 focus-within:ring-clay/40 dark:border-stone-600 dark:bg-stone-900/90 dark:text-stone-100">
          <label htmlFor={`${id}-text`} className="sr-only">
            {siteTexts.searchBox.text}
          </label>
          <Search aria-hidden className="my-auto ml-3 size-4 shrink-0 text-stone-500" />
          <input
            id={`${id}-text`}
            name="q"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && close()}
            placeholder={siteTexts.search.placeholder}
            autoComplete="off"
            // Only while the results are on the page: an id that names nothing is invalid ARIA
            // (docs/rules/platform.md#accessibility).
            aria-controls={open ? `${id}-results` : undefined}
            className="w-full min-w-0 bg-transparent px-2 py-2 outline-none placeholder:text-stone-500 lg:w-28 2xl:w-40"
          />
          <label htmlFor={`${id}-category`} className="sr-only">
            {siteTexts.searchBox.category}
          </label>
          <select
            id={`${id}-category`}
            name="category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className="border-l border-stone-300 bg-transparent px-2 text-stone-700 outline-none dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200"
          >
            <option value="">{siteTexts.search.allCategories}</option>
            {SEARCH_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {siteTexts.search.categories[c]}
              </option>
            ))}
          </select>
        </div>
      </form>
      {open && (
        <Suspense>
          <SiteSearchResults
            id={`${id}-results`}
            searchIndex={searchIndex}
            text={text}
            category={category}
            onNavigate={close}
          />
        </Suspense>
      )}
    </search>
  );
}
