import type { ReactNode } from 'react';

/** What `englishLang(item, field)` gives: `lang="en"` for words shown in English on a Kiswahili page, else nothing. */
export type LangMark = { lang?: string };

/** `dark` on the ink bands and over photographs (gold eyebrow, light words); `light` (the default) on paper and sand. */
export type HeadingTone = 'light' | 'dark';

const eyebrowTone = { light: 'text-clay-dark dark:text-gold', dark: 'text-gold' } as const;

/** The small capitals above a page's or a section's title; nothing when empty. */
export function Eyebrow({ tone = 'light', lang, children }: { tone?: HeadingTone; children?: ReactNode } & LangMark) {
  if (!children) return null;
  return (
    <p className={`text-sm font-semibold uppercase tracking-[0.2em] ${eyebrowTone[tone]}`} lang={lang}>
      {children}
    </p>
  );
}
