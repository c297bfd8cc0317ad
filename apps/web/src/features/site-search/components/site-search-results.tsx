import { localHref } from '@studio/shared/i18n/current-locale';
import { siteTexts, type StudioContent } from '@studio/shared';
import { useMemo } from 'react';
import { filterSearchIndex, highlightParts } from '../utils/filter-search-index';

/** The header search's live results (docs/rules/product.md#validation): the entries matching the text and category. */
export function SiteSearchResults({
  id,
  searchIndex,
  text,
  category,
  onNavigate,
}: {
  id: string;
  searchIndex: StudioContent['searchIndex'];
  text: string;
  category: string;
  onNavigate: () => void;
}) {
  const results = useMemo(() => filterSearchIndex(searchIndex, text, category), [searchIndex, text, category]);
  return (
    <div
      id={id}
      aria-live="polite"
      className="absolute right-0 left-0 z-50 mt-2 overflow-hidden rounded-xl border border-stone-200 bg-white text-ink shadow-xl lg:left-auto lg:w-80 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      {results.length === 0 ? (
        <p className="px-4 py-3 text-sm text-stone-600 dark:text-stone-300">{siteTexts.search.noMatches}</p>
      ) : (
        <ul className="max-h-80 overflow-y-auto py-1" aria-label={siteTexts.searchBox.results}>
          {results.map((entry) => (
            <li key={`${entry.link}-${entry.name}`}>
              <a
                href={localHref(entry.link)}
                onClick={onNavigate}
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
                <span className="text-xs uppercase tracking-wider text-stone-500">
                  {siteTexts.search.categories[entry.category]}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
