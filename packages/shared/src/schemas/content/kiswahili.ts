import { z } from 'zod/mini';
import type { Locale } from '../../i18n/locales';

/** C0 control characters other than tab, line feed and carriage return, and DEL (as `contentText`). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * docs/decisions/0046-languages.md (docs/rules/public-pages.md#languages): an item's optional Kiswahili version of one of its
 * words, with the English field's limit. Empty (or only spaces) is none: the English shows.
 */
export const swText = (max?: number, tooLong?: string | (() => string)) =>
  z.optional(
    z.string().check(
      z.trim(),
      ...(max === undefined
        ? []
        : [
            z.maxLength(
              max,
              typeof tooLong === 'function' ? { error: tooLong } : (tooLong ?? `Keep this to ${max} characters.`),
            ),
          ]),
      z.refine((value) => !CONTROL_CHARACTERS.test(value), 'Remove the control characters (such as a NUL byte).'),
    ),
  );

/** An optional Kiswahili list of paragraphs or lines (a service's description): empty lines are none. */
export const swLines = (maxItems: number) =>
  z.optional(
    z
      .array(
        z.string().check(
          z.trim(),
          z.refine((value) => !CONTROL_CHARACTERS.test(value)),
        ),
      )
      .check(z.maxLength(maxItems, `Use at most ${maxItems} lines.`)),
  );

/**
 * An object's optional Kiswahili version of its words (`shape`: each word's `swText`/`swLines`), and
 * the `english` marks a Kiswahili answer adds: spread into the object's own shape.
 */
export const kiswahiliVersion = <S extends z.core.$ZodLooseShape>(shape: S) => ({
  sw: z.optional(z.object(shape)),
  english: englishFieldsSchema,
});

/**
 * The names of an item's fields shown in English on a Kiswahili page because the item has no
 * Kiswahili for them (the page marks them `lang="en"`). Only in a Kiswahili answer; never saved.
 */
export const englishFieldsSchema = z.optional(z.array(z.string()));

type SwValue = string | readonly string[] | undefined;

/** True when a Kiswahili value says something (not empty, not only blank lines). */
function present(value: SwValue): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) && value.some((line) => line.trim() !== '');
}

/**
 * An item as a page in `locale` shows it: in Kiswahili each of `fields` is the item's Kiswahili
 * where it has one, else its English (named in `english`); the `sw` version itself is left out of
 * every public answer.
 */
export function localizedItem<T extends { sw?: Partial<Record<string, SwValue>>; english?: string[] }>(
  item: T,
  fields: readonly (keyof NonNullable<T['sw']> & keyof T & string)[],
  locale: Locale,
): T {
  const { sw, english: _stale, ...rest } = item;
  const out = rest as Record<string, unknown>;
  if (locale !== 'sw') return out as T;
  const english: string[] = [];
  for (const field of fields) {
    const value = sw?.[field];
    if (present(value))
      out[field] = Array.isArray(value) ? value.map((line) => line.trim()).filter(Boolean) : (value as string).trim();
    else english.push(field);
  }
  if (english.length > 0) out.english = english;
  return out as T;
}

/**
 * An item's Kiswahili version as it is stored: blank fields dropped, and the version itself when
 * nothing is left (so an editor's empty fields change nothing), and no `english` marks.
 */
export function storedItem<T extends { sw?: Partial<Record<string, SwValue>>; english?: string[] }>(item: T): T {
  const { sw, english: _english, ...rest } = item;
  const kept = Object.fromEntries(
    Object.entries(sw ?? {}).flatMap(([field, value]) =>
      present(value as SwValue)
        ? [
            [
              field,
              Array.isArray(value) ? value.map((l: string) => l.trim()).filter(Boolean) : (value as string).trim(),
            ],
          ]
        : [],
    ),
  );
  return (Object.keys(kept).length > 0 ? { ...rest, sw: kept } : rest) as T;
}

export { englishLang, isEnglish, untranslatedLang } from './english-fallback';
