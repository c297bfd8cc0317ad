import { isEnglish } from '@studio/shared/schemas/content/english-fallback';

type Source = readonly [item: { english?: readonly string[] }, field: string];

/**
 * docs/rules/public-pages.md#languages: for an island handed single words (its eyebrow, its title), the names of
 * those shown in English on a Kiswahili page, from the items they come from; none in English. The island marks
 * each with `englishLang({ english }, name)`.
 */
export function englishProps(sources: Record<string, Source>): string[] | undefined {
  const names = Object.entries(sources).flatMap(([name, [item, field]]) => (isEnglish(item, field) ? [name] : []));
  return names.length > 0 ? names : undefined;
}
