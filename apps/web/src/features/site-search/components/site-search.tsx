import { paths, SEARCH_CATEGORIES, type StudioContent, texts } from '@studio/shared';
import { Search } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '@/components/form/use-typed-before-hydration';
import { filterSearchIndex, highlightParts } from '../utils/filter-search-index';

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
  const results = useMemo(() => filterSearchIndex(searchIndex, text, category), [searchIndex, text, category]);
  const open = text.trim() !== '' || category !== '';

  const close = () => {
    setText('');
    setCategory('');
    onNavigate?.();
  };

  return (
    <search className="relative w-full lg:w-auto" aria-label="Site search">
      {/* An HTML form too: Enter (or a search before the scripts ran) opens the results page. */}
      <form ref={formRef} action={paths.search} method="get">
        <div className="flex items-stretch overflow-hidden rounded-full border border-stone-300 bg-white/90 text-sm text-ink dark:border-stone-600 dark:bg-stone-900/90 dark:text-stone-100">
          <label htmlFor={`${id}-text`} className="sr-only">
            Search the site
          </label>
          <Search aria-hidden className="my-auto ml-3 size-4 shrink-0 text-stone-500" />
          <input
            id={`${id}-text`}
            name="q"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && close()}
            placeholder={texts.search.placeholder}
            autoComplete="off"
            aria-controls={`${id}-results`}
            className="w-full min-w-0 bg-transparent px-2 py-2 outline-none placeholder:text-stone-500 lg:w-40"
          />
          <label htmlFor={`${id}-category`} className="sr-only">
            Search category
          </label>
          <select
            id={`${id}-category`}
            name="category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className="border-l border-stone-300 bg-transparent px-2 text-stone-700 outline-none dark:border-stone-600 dark:bg-stone-900 dark:text-stone-200"
          >
            <option value="">{texts.search.allCategories}</option>
            {SEARCH_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </form>
      {open && (
        <div
          id={`${id}-results`}
          aria-live="polite"
          className="absolute right-0 left-0 z-50 mt-2 overflow-hidden rounded-xl border border-stone-200 bg-white text-ink shadow-xl lg:left-auto lg:w-80 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
        >
          {results.length === 0 ? (
            <p className="px-4 py-3 text-sm text-stone-600 dark:text-stone-300">{texts.search.noMatches}</p>
          ) : (
            <ul className="max-h-80 overflow-y-auto py-1" aria-label="Search results">
              {results.map((entry) => (
                <li key={`${entry.link}-${entry.name}`}>
                  <a
                    href={entry.link}
                    onClick={close}
                    className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-sand focus-visible:bg-sand dark:hover:bg-stone-800"
                  >
                    <span>
                      {highlightParts(entry.name, text).map((part, i) =>
                        part.match ? (
                          <mark key={i} className="rounded-sm bg-gold/40 px-0.5 text-inherit">
                            {part.text}
                          </mark>
                        ) : (
                          <span key={i}>{part.text}</span>
                        ),
                      )}
                    </span>
                    <span className="text-xs uppercase tracking-wider text-stone-500">{entry.category}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </search>
  );
}
