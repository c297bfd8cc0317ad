import { type I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from './locales';

/**
 * The product's one layer for words (docs/decisions/0046-languages.md): each area of the product
 * has a catalogue of ICU messages per language (`catalogues/<area>.<locale>.ts`), compiled ahead
 * of time (`npm run messages` writes `compiled/`), so that the browser carries Lingui's small
 * runtime and never a message parser. English is always loaded; another language is loaded per
 * area on demand (its own chunk in the browser) and preloaded by the server.
 */

/** A catalogue as written: message keys to ICU messages. */
export type Catalogue = Record<string, string>;
/** The same keys in another language; the variables are checked by scripts/compile-messages.test.mjs. */
export type Translation<C extends Catalogue> = { readonly [K in keyof C]: string };
/** A message compiled by `@lingui/message-utils` (text and placeholder tokens). */
export type CompiledMessage = readonly unknown[];
export type CompiledCatalogue<C extends Catalogue> = { readonly [K in keyof C]: CompiledMessage };

/** What a message's placeholders are given. */
export type MessageValues = Record<string, string | number | Date>;
/** Writes one of an area's messages. */
export type Translate<C extends Catalogue> = (key: keyof C & string, values?: MessageValues) => string;

type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
type Loader<C extends Catalogue> = () => Promise<{ default: CompiledCatalogue<C> }>;

export interface MessageArea<C extends Catalogue> {
  readonly name: string;
  /** Loads the area's messages in `locale`; English needs no loading. */
  load(locale: Locale): Promise<void>;
  isLoaded(locale: Locale): boolean;
  /** The area's messages in `locale`; a language not loaded yet writes English. */
  in(locale: Locale): Translate<C>;
}

/** One Lingui instance per language, each with its own locale fixed: renders of two languages never share state. */
const runtimes = new Map<Locale, I18n>();
function runtime(locale: Locale): I18n {
  let i18n = runtimes.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: {} } });
    runtimes.set(locale, i18n);
  }
  return i18n;
}

function prefixed(area: string, catalogue: Record<string, CompiledMessage>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [`${area}.${key}`, message]));
}

export function defineArea<C extends Catalogue>(
  name: string,
  english: CompiledCatalogue<C>,
  others: Record<OtherLocale, Loader<C>>,
): MessageArea<C> {
  const loaded = new Set<Locale>([DEFAULT_LOCALE]);
  // Lingui's message type is its own token union; the compiled files hold exactly those tokens.
  const load = (locale: Locale, catalogue: CompiledCatalogue<C>) =>
    runtime(locale).load(locale, prefixed(name, catalogue) as never);
  load(DEFAULT_LOCALE, english);
  return {
    name,
    async load(locale) {
      if (loaded.has(locale)) return;
      const catalogue = (await others[locale as OtherLocale]()).default;
      load(locale, catalogue);
      loaded.add(locale);
    },
    isLoaded: (locale) => loaded.has(locale),
    in(locale) {
      const i18n = runtime(loaded.has(locale) ? locale : DEFAULT_LOCALE);
      return (key, values) => i18n._(`${name}.${key}`, values);
    },
  };
}

/** Every language but the default: what the server preloads and the parity test walks. */
export const OTHER_LOCALES = LOCALES.filter((l): l is OtherLocale => l !== DEFAULT_LOCALE);
