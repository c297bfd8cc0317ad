import type { Locale } from '../../i18n/locales';
import { CLAIM_SW_FIELDS, CTA_BANNER_SW_FIELDS, TITLED_SW_FIELDS } from './home';
import { localizedItem, storedItem } from './kiswahili';
import { CONTACT_PAGE_SW_FIELDS, PAGE_HEADINGS_SW_FIELDS } from './page-headings';
import { TEAM_MEMBER_SW_FIELDS } from './team';
import { WEDDING_FILM_SW_FIELDS } from './services';
import { TESTIMONIAL_SW_FIELDS, TESTIMONIALS_PAGE_SW_FIELDS } from './testimonials';

/**
 * docs/rules/public-pages.md#languages: where the Kiswahili versions of a part's words sit. A part (or one of its
 * sections, or each item of a list) whose `fields` are named has its own `sw` and `english` beside them; `parts` are
 * its sections, `each` the shape of a list's items.
 */
interface Spec {
  fields?: readonly string[] | ((item: Record<string, unknown>) => readonly string[]);
  parts?: Record<string, Spec>;
  each?: Spec;
}

const titled: Spec = { each: { fields: TITLED_SW_FIELDS } };
const section = (fields: readonly string[], parts?: Record<string, Spec>): Spec => ({ fields, parts });

/** The parts of the studio content, other than the hero slides, FAQs and services, whose words have Kiswahili. */
export const KISWAHILI_PARTS = {
  pageHeadings: {
    parts: Object.fromEntries(Object.entries(PAGE_HEADINGS_SW_FIELDS).map(([group, fields]) => [group, { fields }])),
  },
  contactPage: { fields: CONTACT_PAGE_SW_FIELDS },
  home: {
    fields: ['heading'],
    parts: {
      intro: section(['eyebrow', 'title', 'paragraphs']),
      services: section(['title', 'description']),
      process: section(['title', 'description'], { steps: titled }),
      closing: section(['description', 'linkLabel']),
    },
  },
  ctaBanners: { each: { fields: CTA_BANNER_SW_FIELDS, parts: { images: { each: { fields: ['alt'] } } } } },
  about: {
    parts: {
      banner: section(['title', 'description']),
      story: section(['title', 'paragraphs']),
      carousel: { each: { fields: ['caption'] } },
      values: titled,
      vision: section(['title', 'paragraphs']),
      community: section(['title', 'description', 'points', 'joinLabel']),
      team: section(['title', 'description']),
    },
  },
  // A quoted review's feedback is its author's own words: only its occasion is the studio's.
  testimonials: {
    each: { fields: (item) => (typeof item.reviewId === 'string' ? ['occasion'] : TESTIMONIAL_SW_FIELDS) },
  },
  testimonialsPage: { fields: TESTIMONIALS_PAGE_SW_FIELDS },
  team: { each: { fields: TEAM_MEMBER_SW_FIELDS } },
  claims: { each: { fields: CLAIM_SW_FIELDS } },
  servicesPage: {
    parts: {
      intro: section(['eyebrow', 'title', 'lead']),
      featured: section(['title', 'description']),
      all: section(['title', 'description']),
      weddingFilms: section(['title', 'description'], { films: { each: { fields: WEDDING_FILM_SW_FIELDS } } }),
      fashion: section(['title', 'description', 'points', 'signupPrompt', 'signupLabel']),
      stats: section(['title', 'description']),
    },
  },
  uniqueServices: {
    fields: ['eyebrow', 'title', 'description', 'learnMoreLabel', 'learnMoreDetail'],
    parts: { items: titled },
  },
  portfolio: {
    parts: {
      intro: section(['eyebrow', 'title', 'lead']),
      tabs: { each: { fields: ['label', 'title', 'description'] } },
    },
  },
  galleryPage: { fields: ['eyebrow', 'title', 'lead'] },
  contactDetails: {
    fields: ['responseTime'],
    parts: { location: section(['directions']), openingHours: { each: { fields: ['days', 'hours'] } } },
  },
} satisfies Record<string, Spec>;
export type KiswahiliPart = keyof typeof KISWAHILI_PARTS;

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Walks `value` by `spec`, handing each object that has Kiswahili versions to `item` (with its fields). */
function walk(value: unknown, spec: Spec, item: (object: Obj, fields: readonly string[]) => Obj): unknown {
  if (Array.isArray(value)) return spec.each ? value.map((v) => walk(v, spec.each!, item)) : value;
  if (!isObject(value)) return value;
  let out = value;
  if (spec.fields) {
    const fields = typeof spec.fields === 'function' ? spec.fields(out) : spec.fields;
    // A word the English leaves out (an optional eyebrow) is not shown, in either language.
    out = item(
      out,
      fields.filter((field) => out[field] !== undefined),
    );
  }
  for (const [key, child] of Object.entries(spec.parts ?? {}))
    if (key in out) out = { ...out, [key]: walk(out[key], child, item) };
  return out;
}

/**
 * A part as a page in `locale` shows it: in Kiswahili each word is its Kiswahili where it has some, else its English,
 * named in its object's `english`; the `sw` versions themselves are left out (in every language).
 */
export function localizedPart<T>(key: KiswahiliPart, data: T, locale: Locale): T {
  return walk(data, KISWAHILI_PARTS[key], (object, fields) =>
    localizedItem(object as Parameters<typeof localizedItem>[0], fields as never, locale),
  ) as T;
}

/** A part as it is stored: blank Kiswahili fields (and any `english` marks) dropped. */
export function storedPart<T>(key: KiswahiliPart, data: T): T {
  return walk(data, KISWAHILI_PARTS[key], (object) => storedItem(object as Parameters<typeof storedItem>[0])) as T;
}

export const isKiswahiliPart = (key: string): key is KiswahiliPart => key in KISWAHILI_PARTS;
