import { localHref } from '@studio/shared/i18n/current-locale';
import { englishLang, FAQ_DEBOUNCE_MS, FAQ_TRANSITION_MS, type FaqItem, studioPageTexts } from '@studio/shared';
import { Plus, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { filterFaqs, highlightParts } from '../utils/filter-faqs';
import { SectionHeading } from '@/components/ui/section-heading';

/** The list's enter transition, FAQ_TRANSITION_MS (Tailwind needs the literal class name). */
const TRANSITION_CLASS = 'duration-300' satisfies `duration-${typeof FAQ_TRANSITION_MS}`;

function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, i) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
      <mark key={i} className="rounded-sm bg-gold/40 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * docs/rules/product.md#screens/4: the FAQ search. Filters 300 ms after typing stops (FAQ_DEBOUNCE_MS), matching the
 * question or the answer without regard to case; an empty search shows every question; matching
 * items come in with a 300 ms transition (FAQ_TRANSITION_MS). Each answer opens in a native
 * disclosure (<details>), usable with the keyboard. An island of the home page.
 */
export function FaqSearch({
  faqs,
  eyebrow,
  title,
  intro,
  english,
}: {
  faqs: FaqItem[];
  /** The section's small line, heading and introduction (the studio's words, docs/rules/history.md#issue-23). */
  eyebrow: string;
  title: string;
  intro: string;
  /** Which of `eyebrow`, `title` and `intro` a Kiswahili page shows in English (docs/rules/public-pages.md#languages). */
  english?: string[];
}) {
  const marks = { english };
  const [query, setQuery] = useState('');
  const applied = useDebouncedValue(query, FAQ_DEBOUNCE_MS);
  const results = useMemo(() => filterFaqs(faqs, applied), [faqs, applied]);
  const id = useId();
  const searching = applied.trim() !== '';

  return (
    <section id="faq" aria-labelledby={`${id}-title`} className="render-when-near container-page py-20 sm:py-28">
      <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
        <div>
          <SectionHeading
            id={`${id}-title`}
            eyebrow={eyebrow}
            title={title}
            intro={
              <>
                <span {...englishLang(marks, 'intro')}>{intro}</span> {studioPageTexts.faq.searchOr}{' '}
                <a
                  href={localHref(paths.contact)}
                  className="font-semibold text-clay underline underline-offset-4 dark:text-gold"
                >
                  {studioPageTexts.faq.askUs}
                </a>
                .
              </>
            }
            langs={{ eyebrow: englishLang(marks, 'eyebrow'), title: englishLang(marks, 'title') }}
          />
          <form role="search" className="mt-8" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor={`${id}-search`} className="mb-2 block text-sm font-semibold">
              {studioPageTexts.faq.searchLabel}
            </label>
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500"
              />
              <input
                id={`${id}-search`}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={studioPageTexts.faqSearch.placeholder}
                autoComplete="off"
                aria-controls={`${id}-list`}
                className="w-full rounded-full border border-stone-300 bg-white py-3.5 pr-5 pl-12 text-base text-ink placeholder:text-stone-500 focus:border-clay dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400"
              />
            </div>
          </form>
          <p role="status" className="mt-3 text-sm text-stone-600 dark:text-stone-300" data-testid="faq-status">
            {searching
              ? studioPageTexts.faqSearch.matching({
                  matched: results.length,
                  total: faqs.length,
                  query: applied.trim(),
                })
              : studioPageTexts.faqSearch.count({ total: faqs.length })}
          </p>
        </div>
        <div>
          <ul
            id={`${id}-list`}
            data-testid="faq-list"
            className="divide-y divide-stone-200 border-y border-stone-200 dark:divide-stone-700 dark:border-stone-700"
          >
            {results.map((item) => (
              <li
                key={item.question}
                className={`transition-[opacity,translate] ${TRANSITION_CLASS} ease-out starting:translate-y-2 starting:opacity-0`}
              >
                <details className="group py-1">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-6 rounded py-5 font-serif text-xl leading-snug sm:text-2xl [&::-webkit-details-marker]:hidden">
                    <span {...englishLang(item, 'question')}>
                      <Highlighted text={item.question} query={applied} />
                    </span>
                    <Plus
                      aria-hidden
                      className="mt-1 size-5 shrink-0 text-clay transition-transform duration-300 group-open:rotate-45 dark:text-gold"
                    />
                  </summary>
                  <p
                    className="pb-6 pr-10 leading-relaxed text-stone-700 dark:text-stone-300"
                    {...englishLang(item, 'answer')}
                  >
                    <Highlighted text={item.answer} query={applied} />
                  </p>
                </details>
              </li>
            ))}
          </ul>
          {results.length === 0 && (
            <div className="rounded-2xl bg-sand p-8 dark:bg-stone-900">
              <p className="font-serif text-2xl">{studioPageTexts.faqSearch.noMatch({ query: applied.trim() })}</p>
              <p className="mt-2 text-stone-700 dark:text-stone-300">
                {studioPageTexts.faqSearch.tryAnother}{' '}
                <a
                  href={localHref(paths.contact)}
                  className="font-semibold text-clay-dark underline underline-offset-4 dark:text-gold"
                >
                  {studioPageTexts.faqSearch.sendQuestion}
                </a>
                {studioPageTexts.faqSearch.answerWithin}
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
