import type { ReactNode } from 'react';
import { Eyebrow, type HeadingTone, type LangMark } from './heading-parts';

export interface PageHeadingProps {
  /** The small line above the title; nothing when empty. */
  eyebrow?: ReactNode;
  /** The page's title: its one h1. */
  title: ReactNode;
  /** The paragraph under the title, when the page has one. */
  lead?: ReactNode;
  /** The h1's id, for the region's `aria-labelledby`. */
  id?: string;
  /** `dark` over a photograph or an ink band (white words, gold eyebrow); `light` (the default) on paper and sand. */
  tone?: HeadingTone;
  /**
   * docs/rules/public-pages.md#languages: which parts a Kiswahili page shows in English, each as
   * `englishLang(item, field)` of the item it comes from.
   */
  langs?: { eyebrow?: LangMark; title?: LangMark; lead?: LangMark };
}

/** The words of a page's lead, for a lead the page lays out apart (beside the title, or in several paragraphs). */
export const pageLeadClass = 'text-lg leading-relaxed text-stone-700 dark:text-stone-300';

const leadTone = { light: pageLeadClass, dark: 'text-lg leading-relaxed text-stone-100' } as const;

/**
 * The head of a public page: the eyebrow, the page's one h1 and the lead under it. Renders no box of its
 * own, so the page keeps its layout (width, columns, the photograph beside or behind it).
 */
export function PageHeading({ eyebrow, title, lead, id, tone = 'light', langs = {} }: PageHeadingProps) {
  return (
    <>
      <Eyebrow tone={tone} {...langs.eyebrow}>
        {eyebrow}
      </Eyebrow>
      <h1
        id={id}
        className="mt-4 max-w-4xl font-serif text-4xl leading-[1.05] text-balance [overflow-wrap:anywhere] sm:text-6xl"
        {...langs.title}
      >
        {title}
      </h1>
      {lead && (
        <p className={`mt-6 max-w-2xl ${leadTone[tone]}`} {...langs.lead}>
          {lead}
        </p>
      )}
    </>
  );
}

export interface DashboardPageHeadingProps {
  /** The small line above the title (the area, the console's name); nothing when empty. */
  eyebrow?: ReactNode;
  /** The page's title: its one h1. */
  title: ReactNode;
  /** The h1's id, for `aria-labelledby` or for focus to land on after a change. */
  id?: string;
  /** Only for the page's layout, e.g. hiding the heading on phones while a detail is open. */
  className?: string;
  /** The line of context under the title, with what goes with it (a status, a link). */
  children?: ReactNode;
}

/**
 * The head of a signed-in page (the client's dashboard, the photographer's, the studio console): the
 * eyebrow, the one h1 and a line of context. The h1 takes focus from code (`tabIndex={-1}`), for the
 * pages that move focus to it after a change.
 */
export function DashboardPageHeading({ eyebrow, title, id, className = '', children }: DashboardPageHeadingProps) {
  return (
    <header className={`mb-8 sm:mb-10 ${className}`.trim()}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1
        id={id}
        tabIndex={-1}
        className="mt-2 font-serif text-3xl leading-tight [overflow-wrap:anywhere] text-ink focus:outline-none sm:text-4xl dark:text-white"
      >
        {title}
      </h1>
      {children && <div className="mt-3 max-w-2xl text-stone-700 dark:text-stone-300">{children}</div>}
    </header>
  );
}
