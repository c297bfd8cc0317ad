import { englishLang, siteTexts, studioPageTexts } from '@studio/shared';
import type { PortfolioTab } from '@studio/shared';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { PhotoGrid } from '@/components/media/photo-grid';
import type { LibraryPhoto } from '@/components/media/resolve-photo';
import { pathTo, paths } from '@/config/paths';

export interface PortfolioTabContent {
  key: PortfolioTab;
  label: string;
  title: string;
  description: string;
  /** Its words shown in English on a Kiswahili page (docs/rules/public-pages.md#languages). */
  english?: string[];
  /** The tab's photographs, resolved on the server. */
  photos: LibraryPhoto[];
  /** The document's title while the tab is selected. */
  documentTitle: string;
}

interface PortfolioTabsProps {
  tabs: PortfolioTabContent[];
  /** The tab of the page's address (`/portfolio/:tab`). */
  initial: PortfolioTab;
}

/**
 * docs/rules/product.md#screens /portfolio: the tabs weddings, sports, commercials and events, an accessible tablist
 * (arrow keys, Home and End move and select; automatic activation) over each tab's photographs.
 * The selected tab lives in the address (replaced, so Back leaves the page) and the title.
 */
export function PortfolioTabs({ tabs, initial }: PortfolioTabsProps) {
  const [active, setActive] = useState(initial);
  const onSelect = (tab: PortfolioTab) => {
    setActive(tab);
    window.history.replaceState(window.history.state, '', pathTo(paths.portfolioTab, { tab }));
    const title = tabs.find((t) => t.key === tab)?.documentTitle;
    if (title) document.title = title;
  };
  const base = useId();
  const tabRefs = useRef<Partial<Record<PortfolioTab, HTMLButtonElement | null>>>({});
  const tabId = (key: PortfolioTab) => `${base}-tab-${key}`;
  const panelId = (key: PortfolioTab) => `${base}-panel-${key}`;

  const select = (key: PortfolioTab, focus: boolean) => {
    if (focus) tabRefs.current[key]?.focus();
    // Keys always select: with fast keys `active` can be stale, and skipping a "same" tab left the
    // URL behind. A click on the selected tab does nothing.
    if (focus || key !== active) onSelect(key);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // Move from the focused tab (the URL, and so `active`, may still be catching up with fast keys).
    const focused = (e.target as HTMLElement).dataset.tab as PortfolioTab | undefined;
    // The tabs in the order the page gives them.
    const keys = tabs.map((t) => t.key);
    const i = keys.indexOf(focused ?? active);
    const last = keys.length - 1;
    const target =
      e.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : e.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (target === null) return;
    e.preventDefault();
    select(keys[target]!, true);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={studioPageTexts.portfolioTabsLabel}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
      >
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[tab.key] = el;
              }}
              id={tabId(tab.key)}
              data-tab={tab.key}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.key, false)}
              className={`rounded-full px-5 py-2.5 font-semibold transition-colors ${
                selected
                  ? 'bg-ink text-white dark:bg-white dark:text-ink'
                  : 'border border-stone-300 text-stone-700 hover:border-clay hover:text-clay dark:border-stone-700 dark:text-stone-300 dark:hover:border-gold dark:hover:text-gold'
              }`}
            >
              <span {...englishLang(tab, 'label')}>{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <div
            key={tab.key}
            id={panelId(tab.key)}
            role="tabpanel"
            aria-labelledby={tabId(tab.key)}
            hidden={!selected}
            tabIndex={0}
            className="mt-10 focus-visible:outline-offset-8"
          >
            <div className="mb-8 max-w-2xl">
              <h2 className="font-serif text-3xl sm:text-4xl" {...englishLang(tab, 'title')}>
                {tab.title}
              </h2>
              <p
                className="mt-3 text-lg leading-relaxed text-stone-700 dark:text-stone-300"
                {...englishLang(tab, 'description')}
              >
                {tab.description}
              </p>
            </div>
            {selected && (
              <PhotoGrid
                photos={tab.photos}
                label={siteTexts.ui.photosOf({ name: tab.label })}
                layout="featured"
                listTestId="portfolio-grid"
                tileTestId="portfolio-tile"
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
