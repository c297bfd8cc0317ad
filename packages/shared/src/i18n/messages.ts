import { type I18n, setupI18n } from '@lingui/core';
import { currentLocale } from './current-locale';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale, type OtherLocale } from './locales';

/**
 * The product's one layer for words (docs/decisions/0046-languages.md): each area of the product
 * has a catalogue of ICU messages per language (`catalogues/<area>.<locale>.ts`), compiled ahead
 * of time (`npm run messages` writes `compiled/`), so that the browser carries Lingui's small
 * runtime and never a message parser. English is always loaded; another language is loaded per
 * area on demand (its own chunk in the browser) and preloaded by the server.
 */

/** A catalogue as written: message keys to ICU messages, grouped by the part of the page they serve. */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}
/** The same keys in another language; the placeholders are checked by scripts/compile-messages.test.mjs. */
export type Translation<C extends Catalogue> = {
  readonly [K in keyof C]: C[K] extends string ? string : C[K] extends Catalogue ? Translation<C[K]> : never;
};
/** A message compiled by `@lingui/message-utils` (text and placeholder tokens). */
export type CompiledMessage = readonly unknown[];
export type CompiledCatalogue<C extends Catalogue> = {
  readonly [K in keyof C]: C[K] extends string
    ? CompiledMessage
    : C[K] extends Catalogue
      ? CompiledCatalogue<C[K]>
      : never;
};

/** A message's key: `success`, or `header.login` inside a group. */
export type MessageKey<C extends Catalogue> = {
  [K in keyof C & string]: C[K] extends string ? K : C[K] extends Catalogue ? `${K}.${MessageKey<C[K]>}` : never;
}[keyof C & string];

/** What a message's placeholders are given. */
export type MessageValues = Record<string, string | number | Date>;
/** Writes one of an area's messages. */
export type Translate<C extends Catalogue> = (key: MessageKey<C>, values?: MessageValues) => string;

/**
 * An area's words in one language as an object of the catalogue's shape: a message without
 * placeholders is its text, one with placeholders a function of their values.
 */
export type Texts<C extends Catalogue> = {
  readonly [K in keyof C]: C[K] extends `${string}{${string}`
    ? (values: MessageValues) => string
    : C[K] extends string
      ? string
      : C[K] extends Catalogue
        ? Texts<C[K]>
        : never;
};

type Loader<C extends Catalogue> = () => Promise<{ default: CompiledCatalogue<C> }>;

export interface MessageArea<C extends Catalogue> {
  readonly name: string;
  /** Loads the area's messages in `locale`; English needs no loading. */
  load(locale: Locale): Promise<void>;
  isLoaded(locale: Locale): boolean;
  /** The area's messages in `locale`; a language not loaded yet writes English. */
  in(locale: Locale): Translate<C>;
  /** The area's words in `locale` as an object of the catalogue's shape. */
  texts(locale: Locale): Texts<C>;
  /**
   * The area's words as an object of the catalogue's shape, each read in the current language
   * (./current-locale.ts) when it is read or called: the same object serves every request.
   */
  readonly current: Texts<C>;
}

const areas: MessageArea<Catalogue>[] = [];

/** Loads every area's messages in `locale`: the server does this at start-up. */
export async function loadAllAreas(locale: Locale): Promise<void> {
  await Promise.all(areas.map((area) => area.load(locale)));
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

interface CompiledTree {
  readonly [key: string]: CompiledMessage | CompiledTree;
}

const isMessage = (node: CompiledMessage | CompiledTree): node is CompiledMessage => Array.isArray(node);

/** `{ header: { login } }` of area `site` -> `{ 'site.header.login': … }`: Lingui's ids. */
function flatten(prefix: string, tree: CompiledTree, into: Record<string, CompiledMessage> = {}) {
  for (const [key, node] of Object.entries(tree)) {
    if (isMessage(node)) into[`${prefix}.${key}`] = node;
    else flatten(`${prefix}.${key}`, node, into);
  }
  return into;
}

const hasPlaceholders = (message: CompiledMessage) => message.some((part) => typeof part !== 'string');

/**
 * The catalogue's shape with each message written by `i18n()`: a message with placeholders as a
 * function of their values; one without as its text, fixed when `live` is false and read anew at
 * each read (a getter) when it is true.
 */
function shaped(prefix: string, tree: CompiledTree, i18n: () => I18n, live: boolean): object {
  const object = {};
  for (const [key, node] of Object.entries(tree)) {
    const id = `${prefix}.${key}`;
    let property: PropertyDescriptor;
    if (!isMessage(node)) property = { value: shaped(id, node, i18n, live) };
    else if (hasPlaceholders(node)) property = { value: (values: MessageValues) => i18n()._(id, values) };
    else property = live ? { get: () => i18n()._(id) } : { value: i18n()._(id) };
    Object.defineProperty(object, key, { ...property, enumerable: true });
  }
  return object;
}

export function defineArea<C extends Catalogue>(
  name: string,
  english: CompiledCatalogue<C>,
  others: Record<OtherLocale, Loader<C>>,
): MessageArea<C> {
  const loaded = new Set<Locale>([DEFAULT_LOCALE]);
  // Lingui's message type is its own token union; the compiled files hold exactly those tokens.
  const load = (locale: Locale, catalogue: CompiledCatalogue<C>) =>
    runtime(locale).load(locale, flatten(name, catalogue as CompiledTree) as never);
  const translate = (locale: Locale) => runtime(loaded.has(locale) ? locale : DEFAULT_LOCALE);
  load(DEFAULT_LOCALE, english);
  const area: MessageArea<C> = {
    name,
    async load(locale) {
      if (loaded.has(locale)) return;
      const catalogue = (await others[locale as OtherLocale]()).default;
      load(locale, catalogue);
      loaded.add(locale);
    },
    isLoaded: (locale) => loaded.has(locale),
    in(locale) {
      const i18n = translate(locale);
      return (key, values) => i18n._(`${name}.${key}`, values);
    },
    texts(locale) {
      const i18n = translate(locale);
      return shaped(name, english as CompiledTree, () => i18n, false) as Texts<C>;
    },
    current: shaped(name, english as CompiledTree, () => translate(currentLocale()), true) as Texts<C>,
  };
  areas.push(area as unknown as MessageArea<Catalogue>);
  return area;
}
