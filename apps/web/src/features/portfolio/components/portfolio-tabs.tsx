import { PORTFOLIO_TABS, type PortfolioTab } from '@studio/shared';
import { photo } from '@studio/shared/media/media';
import { Expand } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ImageViewer } from '@/components/media/image-viewer';
import { Photo } from '@/components/media/photo';
import { useStudioContent } from '@/lib/studio-content';

interface PortfolioTabsProps {
  active: PortfolioTab;
  onSelect: (tab: PortfolioTab) => void;
}

function PhotoGrid({ ids, label }: { ids: readonly string[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (open === null && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="portfolio-grid">
        {ids.map((id, i) => (
          <li key={id} className={i === 0 ? 'col-span-2 row-span-2' : undefined}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={`View full size: ${photo(id)?.alt ?? `photo ${i + 1}`}`}
              data-testid="portfolio-tile"
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
              className="group relative block h-full w-full overflow-hidden rounded-2xl bg-sand dark:bg-stone-800"
            >
              <Photo
                id={id}
                alt=""
                sizes={i === 0 ? '(min-width: 1024px) 830px, 100vw' : '(min-width: 1024px) 410px, 50vw'}
                className="block h-full"
                imgClassName="aspect-[4/3] h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
              />
              <span className="absolute right-3 bottom-3 grid size-9 place-items-center rounded-full bg-black/55 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                <Expand aria-hidden className="size-4" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer ids={ids} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} label={label} />
    </>
  );
}

/**
 * SPEC 2 /portfolio: the tabs weddings, sports, commercials and events, an accessible tablist
 * (arrow keys, Home and End move and select; automatic activation) over each tab's photographs.
 * The route owns the selected tab (it lives in the URL).
 */
export function PortfolioTabs({ active, onSelect }: PortfolioTabsProps) {
  const { portfolio, imageLibrary } = useStudioContent();
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
    const i = PORTFOLIO_TABS.indexOf(focused ?? active);
    const last = PORTFOLIO_TABS.length - 1;
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
    select(PORTFOLIO_TABS[target]!, true);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Portfolio categories"
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
      >
        {portfolio.tabs.map((tab) => {
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
              {tab.label}
            </button>
          );
        })}
      </div>
      {portfolio.tabs.map((tab) => {
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
              <h2 className="font-serif text-3xl sm:text-4xl">{tab.title}</h2>
              <p className="mt-3 text-lg leading-relaxed text-stone-700 dark:text-stone-300">{tab.description}</p>
            </div>
            {selected && <PhotoGrid ids={imageLibrary[tab.key]} label={`${tab.label} photos`} />}
          </div>
        );
      })}
    </div>
  );
}
