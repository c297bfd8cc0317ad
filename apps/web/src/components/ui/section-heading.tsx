import type { ReactNode } from 'react';
import { Eyebrow, type HeadingTone, type LangMark } from './heading-parts';

export interface SectionHeadingProps {
  /** The small line above the title; nothing when empty. */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The paragraph under the title, when the section has one. */
  intro?: ReactNode;
  /** The heading's id, for the section's `aria-labelledby`. */
  id?: string;
  /** The heading's level: h2 (the default) for a section of a page, h3 inside one. */
  level?: 2 | 3;
  /** `dark` on the ink bands (white words, gold eyebrow); `light` (the default) on paper and sand. */
  tone?: HeadingTone;
  /**
   * docs/rules/public-pages.md#languages: which parts a Kiswahili page shows in English, each as
   * `englishLang(item, field)` of the item it comes from.
   */
  langs?: { eyebrow?: LangMark; title?: LangMark; intro?: LangMark };
}

const introTone = { light: 'text-stone-700 dark:text-stone-300', dark: 'text-stone-300' } as const;

/**
 * The heading of a public page's section: the eyebrow, the serif title and the intro under it. Renders
 * no box of its own, so the section keeps its layout (width, alignment, what stands beside it).
 */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  level = 2,
  tone = 'light',
  langs = {},
}: SectionHeadingProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <>
      <Eyebrow tone={tone} {...langs.eyebrow}>
        {eyebrow}
      </Eyebrow>
      <Heading id={id} className="mt-3 font-serif text-4xl leading-tight text-balance sm:text-5xl" {...langs.title}>
        {title}
      </Heading>
      {intro && (
        <p className={`mt-5 text-lg leading-relaxed ${introTone[tone]}`} {...langs.intro}>
          {intro}
        </p>
      )}
    </>
  );
}
