import { siteTexts } from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import { LOCALE_NAME, LOCALES, localePath } from '@studio/shared/i18n/locales';
import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';

/**
 * The same page in the product's other language (docs/rules/public-pages.md#languages): a plain
 * link, so it works before and without scripts; the server remembers the language it leads to.
 * Each language is named in itself ("Kiswahili", "English") and marked as such for screen readers;
 * the header's `compact` switch shows its code ("SW") on wide screens and only its icon below.
 */
export function LanguageSwitch({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const here = currentLocale();
  return (
    <nav aria-label={siteTexts.language.label} className={className}>
      {LOCALES.filter((locale) => locale !== here).map((locale) => (
        <a
          key={locale}
          href={localePath(`${pathname}${search}${hash}`, locale)}
          hrefLang={locale}
          lang={locale}
          title={siteTexts.language.readIn({ language: LOCALE_NAME[locale] })}
          className="inline-flex items-center gap-1.5 rounded px-2 py-2 text-[15px] hover:text-clay"
        >
          <Languages aria-hidden className="size-4" />
          {compact ? (
            // The header's narrow version: the code shows, the name is what a screen reader says.
            <>
              <span aria-hidden className="hidden 2xl:inline">
                {locale.toUpperCase()}
              </span>
              <span className="sr-only">{LOCALE_NAME[locale]}</span>
            </>
          ) : (
            LOCALE_NAME[locale]
          )}
        </a>
      ))}
    </nav>
  );
}
