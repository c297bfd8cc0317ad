import { formatMoney } from '@studio/shared/i18n/format';
import {
  ABOUT_CAROUSEL_MAX,
  ABOUT_VALUES_MAX,
  type ContentBlock,
  CLAIM_LABEL_MAX,
  CLAIM_SW_FIELDS,
  CLAIM_VALUE_MAX,
  CLAIMS_MAX,
  contentBlockDataSchemas,
  CTA_BANNER_SW_FIELDS,
  type EditableContentKey,
  FAQ_ANSWER_MAX,
  FAQ_SW_FIELDS,
  FASHION_IMAGES_MAX,
  FAQ_QUESTION_MAX,
  FAQS_MAX,
  HERO_PARAGRAPH_MAX,
  HERO_SLIDE_SW_FIELDS,
  HERO_SLIDES_MAX,
  HERO_TEXT_MAX,
  LINK_LABEL_MAX,
  PAGE_TEXT_MAX,
  paths,
  PROCESS_STEPS_MAX,
  SEARCH_INDEX_CATEGORIES,
  SEARCH_INDEX_MAX,
  SEARCH_NAME_MAX,
  SERVICE_SLUGS,
  SERVICE_IMAGES_MAX,
  SERVICE_SW_FIELDS,
  SOCIAL_LINKS_MAX,
  TEAM_MEMBER_SW_FIELDS,
  TESTIMONIAL_SW_FIELDS,
  UNIQUE_SERVICE_ICONS,
  UNIQUE_SERVICES_MAX,
  SOCIAL_NETWORKS,
  studioContentMessages,
  studioContentTexts as texts,
  studioImagesTexts,
  studioMediaTexts,
} from '@studio/shared';
import { mediaLibrary } from '@studio/shared/media/media';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { contentDraftsQuery, useSaveContentBlock } from './content-api';
import { ContentBlockFrame, type RenderPreview } from './content-block-frame';
import { StudioPageHeading } from '../shared/studio-shell';
import { badgeClass } from '../shared/ui';
import { type Item, type ItemField, ListEditor, type ListEditorProps } from './content-list-editor';
import { QuoteReviewPicker } from './quote-review-picker';
import { ContactDetailsEditor } from './contact-details-editor';
import { IMAGE_KINDS, ImageLibraryView, isImageKind } from '../images/image-library-view';

type ListKind =
  | 'heroSlides'
  | 'faqs'
  | 'services'
  | 'testimonials'
  | 'team'
  | 'partners'
  | 'ctaBanners'
  | 'socialLinks'
  | 'searchIndex'
  | 'claims';

const mediaIds = (prefix: string) =>
  Object.keys(mediaLibrary)
    .filter((id) => id.startsWith(prefix))
    .sort();
const TEAM_AVATARS = mediaIds('portraits/avatar-team-');
const LOGOS = mediaIds('logos/partner-');
/** A new item's id: lower case letters, digits and dashes (the schemas' rule), unique enough. */
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;
const NETWORKS = ['instagram', 'facebook', 'twitter', 'linkedIn', 'tikTok'] as const;
const AVATARS = Object.keys(mediaLibrary)
  .filter((id) => id.startsWith('portraits/avatar-testimonial-'))
  .sort();
const text = (item: Item, key: string) => (typeof item[key] === 'string' ? (item[key] as string) : '');
const isQuote = (item: Item) => typeof item.reviewId === 'string';
/** A quoted review's occasion in Kiswahili, when the Kiswahili words are loaded (else it would be the English). */
function kiswahiliOccasion(photographer: string): Item {
  const sw = studioContentMessages.texts('sw').clientOf({ photographer });
  return sw === studioContentMessages.texts('en').clientOf({ photographer }) ? {} : { sw: { occasion: sw } };
}

/**
 * docs/rules/public-pages.md#languages: an item's optional Kiswahili version of some of its English fields, in a group of
 * their own after them; each left empty is none (the English shows on the Kiswahili pages).
 */
const kiswahiliFields = (english: readonly ItemField[], names: readonly string[]): ItemField[] =>
  names.map((name, k) => {
    const field = english.find((f) => f.name === name)!;
    return {
      ...field,
      name: `sw.${name}`,
      label: texts.kiswahiliField({ field: field.label }),
      hint: k === 0 ? texts.kiswahiliHint : undefined,
      optional: true,
      group: texts.kiswahili,
      lang: 'sw',
    };
  });
const withKiswahili = (fields: ItemField[], names: readonly string[]) => [...fields, ...kiswahiliFields(fields, names)];

/** Where a field's Kiswahili is kept: in its object's `sw` (`intro.title` -> `intro.sw.title`, `images.0.alt` -> `images.0.sw.alt`). */
const swName = (name: string) => name.replace(/([^.]+)$/, 'sw.$1');

/**
 * docs/rules/public-pages.md#languages: a page's words (the home page, About, headings), each section followed by the
 * optional Kiswahili of its words in a group of its own; each left empty is none (the English shows on the Kiswahili pages).
 */
function withPageKiswahili(fields: ItemField[]): ItemField[] {
  const words = (f: ItemField) =>
    !f.sameInEveryLanguage && (f.kind === 'text' || f.kind === 'textarea' || f.kind === 'lines');
  return fields.flatMap((field, k) => {
    // After the section's last field, once, even where a field of no section (a hidden list) stands inside it.
    if (fields.slice(k + 1).some((f) => f.group === field.group)) return [field];
    const section = fields.filter((f) => f.group === field.group && words(f));
    return [
      field,
      ...section.map(
        (f, j): ItemField => ({
          ...f,
          name: swName(f.name),
          label: texts.kiswahiliField({ field: f.label }),
          hint: j === 0 ? texts.kiswahiliHint : undefined,
          optional: true,
          group: texts.kiswahiliGroup({ section: field.group ?? '' }),
          lang: 'sw',
        }),
      ),
    ];
  });
}

/** A band's photographs as the form builds them: those chosen, in their order. */
const bandImages = (item: Item) =>
  (Array.isArray(item.images) ? (item.images as Item[]) : []).filter((image) => image && image.src !== undefined);

/**
 * What the console edits of each list kind, in the order of its sub-navigation: its words read when
 * it renders, in the language of the moment.
 */
const listKinds = (): Record<
  ListKind,
  Omit<ListEditorProps, 'items' | 'version' | 'save' | 'onReload' | 'schema' | 'listLabel'>
> => ({
  heroSlides: {
    fields: withKiswahili(
      [
        { name: 'image', label: texts.fields.image, kind: 'media' },
        { name: 'text', label: texts.fields.text, kind: 'text', max: HERO_TEXT_MAX },
        { name: 'paragraph', label: texts.fields.paragraph, kind: 'textarea', max: HERO_PARAGRAPH_MAX },
        { name: 'linkPath', label: texts.fields.linkPath, kind: 'text', hint: texts.hints.linkPath },
        { name: 'linkLabel', label: texts.fields.linkLabel, kind: 'text', max: LINK_LABEL_MAX },
      ],
      HERO_SLIDE_SW_FIELDS,
    ),
    itemLabel: (n) => texts.item.heroSlides({ n }),
    itemTitle: (item) => text(item, 'text'),
    addLabel: texts.add.heroSlides!,
    blank: () => ({ image: 'photos/african-drums-01', text: '', paragraph: '', linkPath: '/', linkLabel: '' }),
    min: 1,
    max: HERO_SLIDES_MAX,
  },
  faqs: {
    fields: withKiswahili(
      [
        { name: 'question', label: texts.fields.question, kind: 'text', max: FAQ_QUESTION_MAX },
        { name: 'answer', label: texts.fields.answer, kind: 'textarea', max: FAQ_ANSWER_MAX },
      ],
      FAQ_SW_FIELDS,
    ),
    itemLabel: (n) => texts.item.faqs({ n }),
    itemTitle: (item) => text(item, 'question'),
    addLabel: texts.add.faqs!,
    blank: () => ({ question: '', answer: '' }),
    min: 0,
    max: FAQS_MAX,
  },
  services: {
    // The ten services are the product's (SERVICE_SLUGS): staff reorder and edit them, never add or remove.
    fields: withKiswahili(
      [
        { name: 'slug', label: 'slug', kind: 'hidden' },
        { name: 'title', label: texts.fields.title, kind: 'text' },
        { name: 'summary', label: texts.fields.summary, kind: 'textarea' },
        { name: 'startingPriceKes', label: texts.fields.startingPriceKes, kind: 'int' },
        { name: 'priceUnit', label: texts.fields.priceUnit, kind: 'text', hint: texts.hints.priceUnit },
        { name: 'turnaround', label: texts.fields.turnaround, kind: 'text' },
        { name: 'description', label: texts.fields.description, kind: 'lines' },
        { name: 'inclusions', label: texts.fields.inclusions, kind: 'lines' },
        { name: 'images', label: 'images', kind: 'hidden' },
        // Each of its photographs in its own slot (the first is the card's cover): replaced in place.
        ...Array.from(
          { length: SERVICE_IMAGES_MAX },
          (_, k): ItemField => ({
            name: `images.${k}`,
            label: studioMediaTexts.serviceImage({ n: k + 1 }),
            kind: 'media',
            hiddenWhen: (item) => !Array.isArray(item.images) || item.images.length <= k,
          }),
        ),
        { name: 'featured', label: texts.fields.featured, kind: 'checkbox' },
      ],
      SERVICE_SW_FIELDS,
    ),
    itemLabel: (n) => texts.item.services({ n }),
    itemTitle: (item) =>
      [
        text(item, 'title'),
        typeof item.startingPriceKes === 'number'
          ? formatMoney({ amount: item.startingPriceKes, currency: 'KES' })
          : '',
      ]
        .filter(Boolean)
        .join(' · '),
    addLabel: '',
    blank: () => ({}),
    min: SERVICE_SLUGS.length,
    max: SERVICE_SLUGS.length,
  },
  testimonials: {
    fields: [
      { name: 'id', label: 'id', kind: 'hidden' },
      { name: 'reviewId', label: 'review', kind: 'hidden', optional: true },
      { name: 'name', label: texts.fields.name, kind: 'text', readOnly: isQuote },
      {
        name: 'feedback',
        label: texts.fields.feedback,
        kind: 'textarea',
        readOnly: isQuote,
      },
      { name: 'occasion', label: texts.fields.occasion, kind: 'text', optional: true },
      { name: 'image', label: texts.fields.avatar, kind: 'media', accept: 'portrait', hiddenWhen: isQuote },
      // A quoted review's feedback is its author's own words: only its occasion has a Kiswahili version.
      ...kiswahiliFields(
        [
          { name: 'feedback', label: texts.fields.feedback, kind: 'textarea', hiddenWhen: isQuote },
          { name: 'occasion', label: texts.fields.occasion, kind: 'text' },
        ],
        TESTIMONIAL_SW_FIELDS,
      ),
    ] satisfies ItemField[],
    itemLabel: (n) => texts.item.testimonials({ n }),
    itemTitle: (item) => text(item, 'name'),
    itemBadge: (item) =>
      isQuote(item) ? (
        <span className={`${badgeClass} mt-2 bg-gold/20 text-ink dark:text-white`} title={texts.hints.quoted}>
          {texts.quotedBadge}
        </span>
      ) : null,
    addLabel: texts.add.testimonials!,
    blank: () => ({ id: newId('testimonial'), name: '', feedback: '', image: AVATARS[0] }),
    min: 1,
    max: 30,
    adders: (add, items) => (
      <QuoteReviewPicker
        quoted={new Set(items.flatMap((item) => (isQuote(item) ? [item.reviewId as string] : [])))}
        onQuote={(review) =>
          add({
            id: `review-${review.id.slice(0, 8)}`,
            reviewId: review.id,
            name: review.authorName,
            feedback: review.text,
            // The site's content is English until it has Kiswahili versions (docs/decisions/0046-languages.md).
            occasion: studioContentMessages.texts('en').clientOf({ photographer: review.photographerName }),
            // Its Kiswahili, when the console has its Kiswahili words (docs/rules/public-pages.md#languages).
            ...kiswahiliOccasion(review.photographerName),
            image: AVATARS[review.rating % AVATARS.length],
          })
        }
      />
    ),
  },
  team: {
    // The name stays as it is in every language; the role, bio and description have Kiswahili versions.
    fields: withKiswahili(
      [
        { name: 'id', label: 'id', kind: 'hidden' },
        { name: 'name', label: texts.fields.name, kind: 'text' },
        { name: 'role', label: texts.fields.role, kind: 'text' },
        { name: 'bio', label: texts.fields.bio, kind: 'textarea' },
        { name: 'description', label: texts.fields.memberDescription, kind: 'textarea', optional: true },
        { name: 'image', label: texts.fields.avatar, kind: 'media', accept: 'portrait' },
        ...NETWORKS.map(
          (network): ItemField => ({
            name: `links.${network}`,
            label: texts.fields.link({ network: texts.networks[network] }),
            kind: 'text',
            optional: true,
            hint: texts.hints.profileUrl,
          }),
        ),
      ],
      TEAM_MEMBER_SW_FIELDS,
    ),
    itemLabel: (n) => texts.item.team({ n }),
    itemTitle: (item) => [text(item, 'name'), text(item, 'role')].filter(Boolean).join(' · '),
    addLabel: texts.add.team!,
    blank: () => ({ id: newId('member'), name: '', role: '', bio: '', image: TEAM_AVATARS[0] }),
    min: 0,
    max: 20,
  },
  partners: {
    fields: [
      { name: 'id', label: 'id', kind: 'hidden' },
      { name: 'name', label: texts.fields.name, kind: 'text' },
      { name: 'logo', label: texts.fields.logo, kind: 'media', accept: 'logo' },
    ] satisfies ItemField[],
    itemLabel: (n) => texts.item.partners({ n }),
    itemTitle: (item) => text(item, 'name'),
    addLabel: texts.add.partners!,
    blank: () => ({ id: newId('partner'), name: '', logo: LOGOS[0] }),
    min: 0,
    max: 20,
  },
  ctaBanners: {
    fields: [
      { name: 'id', label: 'id', kind: 'hidden' },
      { name: 'eyebrow', label: texts.fields.eyebrow, kind: 'text', optional: true },
      { name: 'title', label: texts.fields.title, kind: 'text' },
      { name: 'description', label: texts.fields.bandDescription, kind: 'textarea' },
      { name: 'link', label: texts.fields.linkPath, kind: 'text', hint: texts.hints.linkPath },
      { name: 'linkLabel', label: texts.fields.linkLabel, kind: 'text' },
      // One or two photographs, each with its description; the second may be none.
      { name: 'images.0.src', label: texts.fields.bandImage({ n: 1 }), kind: 'media' },
      {
        name: 'images.0.alt',
        label: texts.fields.bandImageAlt({ n: 1 }),
        kind: 'text',
        hint: texts.hints.bandImageAlt,
      },
      { name: 'images.1.src', label: texts.fields.bandImage({ n: 2 }), kind: 'media', optional: true },
      {
        name: 'images.1.alt',
        label: texts.fields.bandImageAlt({ n: 2 }),
        kind: 'text',
        hint: texts.hints.bandImageAlt,
        hiddenWhen: (item) => !bandImages(item)[1],
      },
      ...kiswahiliFields(
        [
          { name: 'eyebrow', label: texts.fields.eyebrow, kind: 'text' },
          { name: 'title', label: texts.fields.title, kind: 'text' },
          { name: 'description', label: texts.fields.bandDescription, kind: 'textarea' },
          { name: 'linkLabel', label: texts.fields.linkLabel, kind: 'text' },
        ],
        CTA_BANNER_SW_FIELDS,
      ),
      // Each photograph's description in Kiswahili, kept with the photograph (`images.0.sw.alt`).
      ...[0, 1].map(
        (n): ItemField => ({
          name: `images.${n}.sw.alt`,
          label: texts.kiswahiliField({ field: texts.fields.bandImageAlt({ n: n + 1 }) }),
          kind: 'text',
          optional: true,
          group: texts.kiswahili,
          lang: 'sw',
          hiddenWhen: (item) => !bandImages(item)[n],
        }),
      ),
    ] satisfies ItemField[],
    // A photograph slot left at 'none' is no photograph (its description goes with it).
    normalize: (item) => ({ ...item, images: bandImages(item) }),
    itemLabel: (n) => texts.item.ctaBanners({ n }),
    itemTitle: (item) => text(item, 'title'),
    addLabel: texts.add.ctaBanners!,
    blank: () => ({
      id: newId('band'),
      title: '',
      description: '',
      link: '/',
      linkLabel: '',
      images: [{ src: 'photos/african-drums-01', alt: texts.defaultBandImageAlt }],
    }),
    min: 0,
    max: 8,
  },
  claims: {
    fields: withKiswahili(
      [
        { name: 'value', label: texts.fields.claimValue, kind: 'text', max: CLAIM_VALUE_MAX },
        { name: 'label', label: texts.fields.claimLabel, kind: 'text', max: CLAIM_LABEL_MAX },
      ],
      CLAIM_SW_FIELDS,
    ),
    itemLabel: (n) => texts.item.claims({ n }),
    itemTitle: (item) => [text(item, 'value'), text(item, 'label')].filter(Boolean).join(' '),
    addLabel: texts.add.claims!,
    blank: () => ({ value: '', label: '' }),
    min: 1,
    max: CLAIMS_MAX,
  },
  socialLinks: {
    fields: [
      {
        name: 'network',
        label: texts.fields.network,
        kind: 'select',
        options: SOCIAL_NETWORKS.map((network) => ({ value: network, label: network })),
      },
      { name: 'url', label: texts.fields.url, kind: 'text', hint: texts.hints.socialUrl },
    ] satisfies ItemField[],
    itemLabel: (n) => texts.item.socialLinks({ n }),
    itemTitle: (item) => text(item, 'network'),
    addLabel: texts.add.socialLinks!,
    // A new link is for a network not listed yet.
    blank: (items) => ({
      network: SOCIAL_NETWORKS.find((n) => !items.some((item) => item.network === n)) ?? SOCIAL_NETWORKS[0],
      url: '',
    }),
    min: 0,
    max: SOCIAL_LINKS_MAX,
  },
  searchIndex: {
    fields: [
      { name: 'name', label: texts.fields.searchName, kind: 'text', max: SEARCH_NAME_MAX },
      { name: 'link', label: texts.fields.searchLink, kind: 'text', hint: texts.hints.searchLink },
      {
        name: 'category',
        label: texts.fields.category,
        kind: 'select',
        options: SEARCH_INDEX_CATEGORIES.map((category) => ({ value: category, label: category })),
      },
    ] satisfies ItemField[],
    itemLabel: (n) => texts.item.searchIndex({ n }),
    itemTitle: (item) => [text(item, 'name'), text(item, 'link')].filter(Boolean).join(' · '),
    addLabel: texts.add.searchIndex!,
    blank: () => ({ name: '', link: '/', category: SEARCH_INDEX_CATEGORIES[0] }),
    min: 1,
    max: SEARCH_INDEX_MAX,
  },
});

type PageKind =
  | 'home'
  | 'about'
  | 'testimonialsPage'
  | 'servicesPage'
  | 'uniqueServices'
  | 'portfolio'
  | 'galleryPage'
  | 'contactPage'
  | 'pageHeadings';

const { label: LABEL_MAX, title: TITLE_MAX } = PAGE_TEXT_MAX;
const titleField = (name: string, label: string, group?: string): ItemField => ({
  name,
  label,
  kind: 'text',
  max: TITLE_MAX,
  group,
});
/** A section's title and description (`{prefix}.title`, `{prefix}.description`; the part's own without a prefix). */
const titledSection = (prefix: string, section: string): ItemField[] => {
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return [
    titleField(at('title'), texts.fields.sectionTitle({ section }), section),
    { name: at('description'), label: texts.fields.sectionDescription({ section }), kind: 'textarea', group: section },
  ];
};
/** A page's introduction: its small line, title and lead paragraph (/services, /portfolio). */
const introFields = (): ItemField[] => {
  const g = texts.pageGroups.intro;
  return [
    { name: 'intro.eyebrow', label: texts.fields.smallLine({ section: g }), kind: 'text', group: g },
    titleField('intro.title', texts.fields.sectionTitle({ section: g }), g),
    { name: 'intro.lead', label: texts.fields.lead, kind: 'textarea', group: g },
  ];
};

/** A wedding film's words beside its video and poster: which part of the film, its label, its kind. */
const FILM_WORDS = [
  ['title', texts.fields.filmTitle, 'text'],
  ['place', texts.fields.filmPlace, 'text'],
  ['caption', texts.fields.filmCaption, 'textarea'],
  ['previewOnHover', texts.fields.filmPreview, 'checkbox'],
] as const;
/** The `i`th wedding film's fields (/services): its video, its optional poster, then its words. */
const filmFields = (i: number, group: string): ItemField[] => {
  const at = (part: string) => `weddingFilms.films.${i}.${part}`;
  const n = { n: i + 1 };
  return [
    { name: at('video'), label: studioMediaTexts.films.label(n), kind: 'film', group },
    {
      name: at('poster'),
      label: studioMediaTexts.films.poster(n),
      kind: 'media',
      optional: true,
      hint: studioMediaTexts.films.posterHint,
      noneLabel: studioMediaTexts.films.noPoster,
      group,
    },
    ...FILM_WORDS.map(([part, label, kind]): ItemField => ({ name: at(part), label: label(n), kind, group })),
  ];
};

/** Up to `max` titled items (process steps, values), each optional: an empty one is left out. */
const titledSlots = (
  path: string,
  max: number,
  title: (values: { n: number }) => string,
  description: (values: { n: number }) => string,
) =>
  Array.from({ length: max }, (_, i): ItemField[] => [
    { name: `${path}.${i}.title`, label: title({ n: i + 1 }), kind: 'text', max: 60, optional: true },
    { name: `${path}.${i}.description`, label: description({ n: i + 1 }), kind: 'textarea', optional: true },
  ]).flat();

/** Titled items as the form built them: empty ones at the end go, a gap in between stays (to be named). */
function keepTitled(list: unknown): Item[] {
  const items = (Array.isArray(list) ? (list as (Item | undefined)[]) : []).map((item) => ({
    title: typeof item?.title === 'string' ? item.title : '',
    description: typeof item?.description === 'string' ? item.description : '',
    // Its Kiswahili (docs/rules/public-pages.md#languages), when any was typed.
    ...(item?.sw && typeof item.sw === 'object' ? { sw: item.sw as Item } : {}),
  }));
  let end = items.length;
  while (end > 0 && !items[end - 1]!.title.trim() && !items[end - 1]!.description.trim()) end -= 1;
  return items.slice(0, end);
}

/** The unique services as the form built them: titled items (keepTitled), each with its icon (the first when none was chosen). */
function keepUniqueServices(list: unknown): Item[] {
  const slots = Array.isArray(list) ? (list as (Item | undefined)[]) : [];
  return keepTitled(list).map((item, i) => {
    const icon = slots[i]?.icon;
    return {
      icon: (UNIQUE_SERVICE_ICONS as readonly unknown[]).includes(icon) ? icon : UNIQUE_SERVICE_ICONS[0],
      ...item,
    };
  });
}

/** What the console edits of a page's own words, as one block (fields named as the server names them). */
const PAGE_KINDS: Record<PageKind, (data: Item) => Pick<ListEditorProps, 'fields' | 'normalize'>> = {
  home: () => {
    const g = texts.pageGroups;
    return {
      fields: withPageKiswahili([
        titleField('heading', texts.fields.pageHeading, g.heading),
        {
          name: 'intro.eyebrow',
          label: texts.fields.smallLine({ section: g.intro }),
          kind: 'text',
          max: LABEL_MAX,
          group: g.intro,
        },
        titleField('intro.title', texts.fields.sectionTitle({ section: g.intro }), g.intro),
        {
          name: 'intro.paragraphs',
          label: texts.fields.sectionParagraphs({ section: g.intro }),
          kind: 'lines',
          group: g.intro,
        },
        ...titledSection('services', g.services),
        ...titledSection('process', g.process),
        ...titledSlots('process.steps', PROCESS_STEPS_MAX, texts.fields.stepTitle, texts.fields.stepDescription).map(
          (f) => ({ ...f, group: g.process, hint: f.name.endsWith('.0.title') ? texts.optionalSlots : undefined }),
        ),
        {
          name: 'closing.description',
          label: texts.fields.sectionDescription({ section: g.closing }),
          kind: 'textarea',
          group: g.closing,
        },
        { name: 'closing.linkLabel', label: texts.fields.closingLink, kind: 'text', max: LABEL_MAX, group: g.closing },
        {
          name: 'closing.image',
          label: texts.fields.sectionImage({ section: g.closing }),
          kind: 'media',
          group: g.closing,
        },
      ]),
      normalize: (item) => {
        const process = (item.process ?? {}) as Item;
        return { ...item, process: { ...process, steps: keepTitled(process.steps) } };
      },
    };
  },
  about: (data) => {
    const g = texts.pageGroups;
    const captions = Math.min(Array.isArray(data.carousel) ? data.carousel.length : 0, ABOUT_CAROUSEL_MAX);
    return {
      fields: withPageKiswahili([
        ...titledSection('banner', g.banner),
        {
          name: 'banner.image',
          label: texts.fields.sectionImage({ section: g.banner }),
          kind: 'media',
          group: g.banner,
        },
        titleField('story.title', texts.fields.sectionTitle({ section: g.story }), g.story),
        {
          name: 'story.paragraphs',
          label: texts.fields.sectionParagraphs({ section: g.story }),
          kind: 'lines',
          group: g.story,
        },
        ...Array.from({ length: captions }, (_, i): ItemField[] => [
          {
            name: `carousel.${i}.image`,
            label: texts.fields.carouselImage({ n: i + 1 }),
            kind: 'media',
            group: g.carousel,
          },
          {
            name: `carousel.${i}.caption`,
            label: texts.fields.caption({ n: i + 1 }),
            kind: 'text',
            max: 200,
            group: g.carousel,
          },
        ]).flat(),
        ...titledSlots('values', ABOUT_VALUES_MAX, texts.fields.valueTitle, texts.fields.valueDescription).map((f) => ({
          ...f,
          group: g.values,
          hint: f.name === 'values.0.title' ? texts.optionalSlots : undefined,
        })),
        titleField('vision.title', texts.fields.sectionTitle({ section: g.vision }), g.vision),
        {
          name: 'vision.paragraphs',
          label: texts.fields.sectionParagraphs({ section: g.vision }),
          kind: 'lines',
          group: g.vision,
        },
        ...titledSection('community', g.community),
        { name: 'community.points', label: texts.fields.points, kind: 'lines', group: g.community },
        {
          name: 'community.joinLabel',
          label: texts.fields.joinLabel,
          kind: 'text',
          max: LABEL_MAX,
          group: g.community,
        },
        {
          name: 'community.image',
          label: texts.fields.sectionImage({ section: g.community }),
          kind: 'media',
          group: g.community,
        },
        ...titledSection('team', g.team),
      ]),
      normalize: (item) => ({ ...item, values: keepTitled(item.values) }),
    };
  },
  testimonialsPage: () => {
    const g = texts.pageGroups.testimonialsPage;
    return {
      fields: withPageKiswahili([
        titleField('title', texts.fields.sectionTitle({ section: g }), g),
        { name: 'intro', label: texts.fields.sectionDescription({ section: g }), kind: 'textarea', group: g },
        { name: 'image', label: texts.fields.sectionImage({ section: g }), kind: 'media', group: g },
        {
          name: 'imageAlt',
          label: texts.fields.sectionImageAlt({ section: g }),
          kind: 'text',
          hint: texts.hints.bandImageAlt,
          group: g,
        },
      ]),
    };
  },
  contactPage: () => {
    const g = texts.pageGroups.contactPage;
    return {
      fields: withPageKiswahili([
        { name: 'eyebrow', label: texts.fields.eyebrowOf({ section: g }), kind: 'text', max: LABEL_MAX, group: g },
        titleField('title', texts.fields.sectionTitle({ section: g }), g),
        { name: 'intro', label: texts.fields.sectionDescription({ section: g }), kind: 'textarea', group: g },
        { name: 'image', label: texts.fields.sectionImage({ section: g }), kind: 'media', group: g },
        titleField('detailsTitle', texts.fields.sectionTitle({ section: texts.pageGroups.contactDetails }), g),
      ]),
    };
  },
  pageHeadings: () => {
    const g = texts.pageGroups;
    const small = (name: string, section: string, group: string): ItemField => ({
      name,
      label: texts.fields.eyebrowOf({ section }),
      kind: 'text',
      max: LABEL_MAX,
      group,
    });
    return {
      fields: withPageKiswahili([
        small('home.servicesEyebrow', g.services, g.headingsHome),
        {
          name: 'home.servicesLink',
          label: texts.fields.linkWords({ section: g.services }),
          kind: 'text',
          max: LABEL_MAX,
          group: g.headingsHome,
        },
        small('home.processEyebrow', g.process, g.headingsHome),
        titleField('home.partnersTitle', texts.fields.sectionTitle({ section: g.partners }), g.headingsHome),
        small('home.testimonialsEyebrow', g.testimonials, g.headingsHome),
        titleField('home.testimonialsTitle', texts.fields.sectionTitle({ section: g.testimonials }), g.headingsHome),
        small('home.faqEyebrow', g.faq, g.headingsHome),
        titleField('home.faqTitle', texts.fields.sectionTitle({ section: g.faq }), g.headingsHome),
        {
          name: 'home.faqIntro',
          label: texts.fields.sectionDescription({ section: g.faq }),
          kind: 'textarea',
          group: g.headingsHome,
        },
        small('about.bannerEyebrow', g.banner, g.headingsAbout),
        small('about.picturesEyebrow', g.carousel, g.headingsAbout),
        titleField('about.picturesTitle', texts.fields.sectionTitle({ section: g.carousel }), g.headingsAbout),
        small('about.valuesEyebrow', g.values, g.headingsAbout),
        titleField('about.valuesTitle', texts.fields.sectionTitle({ section: g.values }), g.headingsAbout),
        small('about.communityEyebrow', g.community, g.headingsAbout),
        small('about.teamEyebrow', g.team, g.headingsAbout),
        small('services.filmsEyebrow', g.weddingFilms, g.headingsServices),
        small('services.fashionEyebrow', g.fashion, g.headingsServices),
        small('services.statsEyebrow', g.stats, g.headingsServices),
        small('testimonials.eyebrow', g.testimonialsPage, g.headingsTestimonials),
        small('blog.eyebrow', g.headingsBlog, g.headingsBlog),
        titleField('blog.title', texts.fields.sectionTitle({ section: g.headingsBlog }), g.headingsBlog),
        {
          name: 'blog.intro',
          label: texts.fields.sectionDescription({ section: g.headingsBlog }),
          kind: 'textarea',
          group: g.headingsBlog,
        },
      ]),
    };
  },
  servicesPage: (data) => {
    const g = texts.pageGroups;
    const films = Array.isArray((data.weddingFilms as Item | undefined)?.films)
      ? ((data.weddingFilms as Item).films as unknown[]).length
      : 0;
    const heading = (key: 'featured' | 'all' | 'stats') => titledSection(key, g[key]);
    return {
      fields: withPageKiswahili([
        ...introFields(),
        ...heading('featured'),
        ...heading('all'),
        ...titledSection('weddingFilms', g.weddingFilms),
        ...Array.from({ length: films }, (_, i) => filmFields(i, g.weddingFilms)).flat(),
        ...titledSection('fashion', g.fashion),
        { name: 'fashion.points', label: texts.fields.points, kind: 'lines', group: g.fashion },
        { name: 'fashion.signupPrompt', label: texts.fields.signupPrompt, kind: 'text', group: g.fashion },
        { name: 'fashion.signupLabel', label: texts.fields.joinLabel, kind: 'text', max: LABEL_MAX, group: g.fashion },
        { name: 'fashion.images', label: 'images', kind: 'hidden' },
        // Each photograph in its own slot, replaced in place (one to three).
        ...Array.from(
          { length: FASHION_IMAGES_MAX },
          (_, k): ItemField => ({
            name: `fashion.images.${k}`,
            label: texts.fields.fashionImage({ n: k + 1 }),
            kind: 'media',
            group: g.fashion,
            hiddenWhen: (item) => {
              const images = (item.fashion as Item | undefined)?.images;
              return !Array.isArray(images) || images.length <= k;
            },
          }),
        ),
        ...heading('stats'),
      ]),
    };
  },
  uniqueServices: () => {
    const g = texts.pageGroups;
    return {
      fields: withPageKiswahili([
        {
          name: 'eyebrow',
          label: texts.fields.eyebrowOf({ section: g.uniqueServices }),
          kind: 'text',
          group: g.uniqueServices,
        },
        ...titledSection('', g.uniqueServices),
        {
          name: 'learnMoreLabel',
          label: texts.fields.linkWords({ section: g.uniqueServices }),
          kind: 'text',
          max: LABEL_MAX,
          group: g.uniqueServices,
        },
        { name: 'learnMoreDetail', label: texts.fields.linkDetail, kind: 'text', group: g.uniqueServices },
        {
          name: 'learnMoreLink',
          label: texts.fields.linkPath,
          kind: 'text',
          hint: texts.hints.linkPath,
          sameInEveryLanguage: true,
          group: g.uniqueServices,
        },
        ...Array.from({ length: UNIQUE_SERVICES_MAX }, (_, i): ItemField[] => [
          {
            name: `items.${i}.icon`,
            label: texts.fields.itemIcon({ n: i + 1 }),
            kind: 'select',
            options: UNIQUE_SERVICE_ICONS.map((icon) => ({ value: icon, label: texts.icons[icon] })),
            group: g.uniqueItems,
          },
          {
            name: `items.${i}.title`,
            label: texts.fields.itemTitle({ n: i + 1 }),
            kind: 'text',
            optional: true,
            group: g.uniqueItems,
            hint: i === 0 ? texts.optionalServiceSlots : undefined,
          },
          {
            name: `items.${i}.description`,
            label: texts.fields.itemDescription({ n: i + 1 }),
            kind: 'textarea',
            optional: true,
            group: g.uniqueItems,
          },
        ]).flat(),
      ]),
      normalize: (item) => ({ ...item, items: keepUniqueServices(item.items) }),
    };
  },
  portfolio: (data) => {
    const g = texts.pageGroups;
    const tabs = Array.isArray(data.tabs) ? (data.tabs as Item[]) : [];
    return {
      fields: withPageKiswahili([
        ...introFields(),
        ...tabs.flatMap((tab, i): ItemField[] => {
          const name = text(tab, 'label') || text(tab, 'key');
          return [
            {
              name: `tabs.${i}.label`,
              label: texts.fields.tabLabel({ tab: name }),
              kind: 'text',
              max: LABEL_MAX,
              group: g.portfolioTabs,
            },
            {
              name: `tabs.${i}.title`,
              label: texts.fields.tabTitle({ tab: name }),
              kind: 'text',
              group: g.portfolioTabs,
            },
            {
              name: `tabs.${i}.description`,
              label: texts.fields.tabDescription({ tab: name }),
              kind: 'textarea',
              group: g.portfolioTabs,
            },
          ];
        }),
      ]),
    };
  },
  galleryPage: () => {
    const g = texts.pageGroups.galleryPage;
    return {
      fields: withPageKiswahili([
        { name: 'eyebrow', label: texts.fields.eyebrowOf({ section: g }), kind: 'text', group: g },
        titleField('title', texts.fields.sectionTitle({ section: g }), g),
        { name: 'lead', label: texts.fields.sectionDescription({ section: g }), kind: 'textarea', group: g },
      ]),
    };
  },
};

/** A server message about the block (`data.intro.title`) as the one-item form names it (`data.0.intro.title`). */
function asFirstItem(err: unknown): unknown {
  if (!(err instanceof ApiError) || !err.errors) return err;
  const errors = Object.fromEntries(
    Object.entries(err.errors).map(([k, v]) => [k === 'data' ? k : k.replace(/^data\./, 'data.0.'), v]),
  );
  return new ApiError(err.status, err.message, err.code, errors);
}

/** A page's own words (the home page, About) edited as one block, saved as a draft. */
function PageWordsEditor<K extends PageKind>({
  kind,
  block,
  onReload,
}: {
  kind: K;
  block: ContentBlock<K>;
  onReload: () => void;
}) {
  const save = useSaveContentBlock(kind);
  const item = block.data as unknown as Item;
  return (
    <ListEditor
      {...PAGE_KINDS[kind](item)}
      single
      draft
      listLabel={texts.kinds[kind]}
      itemLabel={() => texts.kinds[kind]}
      itemTitle={() => ''}
      addLabel=""
      blank={() => ({})}
      min={1}
      max={1}
      schema={z.array(contentBlockDataSchemas[kind] as never) as never}
      items={[item]}
      version={block.version}
      save={(version, [data]) =>
        save.mutateAsync({ version, data: data as never }).catch((err: unknown) => {
          throw asFirstItem(err);
        })
      }
      onReload={onReload}
    />
  );
}

/** The kinds the console edits with drafts and the image kinds, in the sub-navigation's order. */
export const CONTENT_KINDS = [
  'heroSlides',
  'home',
  'claims',
  'about',
  'servicesPage',
  'uniqueServices',
  'testimonialsPage',
  'contactPage',
  'pageHeadings',
  ...(Object.keys(listKinds()) as ListKind[]).filter((k) => k !== 'heroSlides' && k !== 'claims'),
  'contactDetails',
] as const;
type ContentKind = (typeof CONTENT_KINDS)[number] | ImagePageWords;

/**
 * The words of /gallery and /portfolio are edited on the same console page as their photographs
 * (the console's addresses /studio/content/gallery and /portfolio are the photographs').
 */
const IMAGE_PAGE_WORDS = { gallery: 'galleryPage', portfolio: 'portfolio' } as const;
type ImagePageWords = (typeof IMAGE_PAGE_WORDS)[keyof typeof IMAGE_PAGE_WORDS];

export function isContentKind(value: string | undefined): value is (typeof CONTENT_KINDS)[number] {
  return (CONTENT_KINDS as readonly string[]).includes(value ?? '');
}

const isPageKind = (kind: ContentKind): kind is PageKind => kind in PAGE_KINDS;

const subnavClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors ${
    isActive
      ? 'border-ink bg-ink text-white dark:border-white dark:bg-white dark:text-ink'
      : 'border-stone-300 text-stone-700 hover:border-ink hover:text-ink dark:border-stone-600 dark:text-stone-300 dark:hover:border-white dark:hover:text-white'
  }`;

function ListKindEditor({
  kind,
  block,
  onReload,
}: {
  kind: ListKind;
  block: ContentBlock<ListKind>;
  onReload: () => void;
}) {
  const save = useSaveContentBlock(kind);
  return (
    <ListEditor
      {...listKinds()[kind]}
      draft
      listLabel={texts.kinds[kind]}
      schema={contentBlockDataSchemas[kind]}
      items={block.data as Item[]}
      version={block.version}
      save={(version, data) => save.mutateAsync({ version, data: data as never })}
      onReload={onReload}
    />
  );
}

/** Which part is open: its editor inside the frame with its draft, preview and publishing. */
function KindEditor({ kind, renderPreview }: { kind: ContentKind; renderPreview?: RenderPreview }) {
  return (
    <ContentBlockFrame kind={kind} renderPreview={renderPreview}>
      {(block, onReload) =>
        kind === 'contactDetails' ? (
          <ContactDetailsEditor block={block as ContentBlock<'contactDetails'>} onReload={onReload} />
        ) : isPageKind(kind) ? (
          <PageWordsEditor kind={kind} block={block as ContentBlock<PageKind>} onReload={onReload} />
        ) : (
          <ListKindEditor kind={kind} block={block as ContentBlock<ListKind>} onReload={onReload} />
        )
      }
    </ContentBlockFrame>
  );
}

/**
 * /studio/content/:kind (docs/rules/history.md#issue-14, docs/rules/public-pages.md#studio-content): the studio's own content, one kind at a time, chosen
 * from a sub-navigation; each saved whole as a draft, previewed, then published (docs/rules/history.md#issue-23). The
 * sub-navigation marks the parts with an unpublished draft.
 */
export function ContentView({
  kind: asked,
  renderPreview,
}: {
  kind: EditableContentKey | string;
  /** Renders a public page with given content (the app composes it from the pages' components). */
  renderPreview?: RenderPreview;
}) {
  // A page's words kept beside its photographs open there (/studio/content/galleryPage is the gallery's page).
  const kind = IMAGE_KINDS.find((k) => k !== 'media' && IMAGE_PAGE_WORDS[k] === asked) ?? asked;
  const known = isContentKind(kind);
  const drafts = useQuery(contentDraftsQuery());
  const drafted = new Set((drafts.data ?? []).map((d) => d.key));
  return (
    <>
      <StudioPageHeading title={texts.title} id="studio-content-title">
        {texts.intro}
      </StudioPageHeading>
      <nav aria-label={texts.subnavLabel} className="mb-8">
        {drafted.size > 0 && (
          <p className="mb-3 text-sm font-medium text-stone-700 dark:text-stone-300">
            {texts.draft.summary({ count: drafted.size })}
          </p>
        )}
        <ul className="flex flex-wrap gap-2">
          {CONTENT_KINDS.map((k) => (
            <li key={k}>
              <NavLink to={`${paths.studioContent}/${k}`} className={subnavClass}>
                {texts.kinds[k]}
                {drafted.has(k) && (
                  <span className={`${badgeClass} ml-2 bg-gold text-ink`}>
                    <span aria-hidden>{texts.draft.badge}</span>
                    <span className="sr-only">({texts.draft.badgeLabel})</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
          {IMAGE_KINDS.map((k) => (
            <li key={k}>
              <NavLink to={`${paths.studioContent}/${k}`} className={subnavClass}>
                {studioImagesTexts.kinds[k]}
                {k !== 'media' && drafted.has(IMAGE_PAGE_WORDS[k]) && (
                  <span className={`${badgeClass} ml-2 bg-gold text-ink`}>
                    <span aria-hidden>{texts.draft.badge}</span>
                    <span className="sr-only">({texts.draft.badgeLabel})</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {known ? (
        <section aria-labelledby="studio-content-kind">
          <h2 id="studio-content-kind" className="font-serif text-2xl text-ink dark:text-white">
            {texts.kinds[kind]}
          </h2>
          {texts.kindIntros[kind] && (
            <p className="mt-2 mb-3 max-w-2xl text-stone-700 dark:text-stone-300">{texts.kindIntros[kind]}</p>
          )}
          <KindEditor key={kind} kind={kind} renderPreview={renderPreview} />
        </section>
      ) : isImageKind(kind) ? (
        <section aria-labelledby="studio-content-kind">
          <h2 id="studio-content-kind" className="font-serif text-2xl text-ink dark:text-white">
            {studioImagesTexts.kinds[kind]}
          </h2>
          {kind !== 'media' && (
            <section aria-labelledby="studio-content-words" className="mt-4 mb-10">
              <h3 id="studio-content-words" className="font-serif text-xl text-ink dark:text-white">
                {texts.kinds[IMAGE_PAGE_WORDS[kind]]}
              </h3>
              <p className="mt-2 mb-3 max-w-2xl text-stone-700 dark:text-stone-300">
                {texts.kindIntros[IMAGE_PAGE_WORDS[kind]]}
              </p>
              <KindEditor key={IMAGE_PAGE_WORDS[kind]} kind={IMAGE_PAGE_WORDS[kind]} renderPreview={renderPreview} />
            </section>
          )}
          {kind !== 'media' && (
            <h3 className="font-serif text-xl text-ink dark:text-white">{studioImagesTexts.photographs}</h3>
          )}
          <p className="mt-2 mb-3 max-w-2xl text-stone-700 dark:text-stone-300">{studioImagesTexts.kindIntros[kind]}</p>
          <ImageLibraryView key={kind} kind={kind} />
        </section>
      ) : (
        <p role="alert" className="text-stone-700 dark:text-stone-300">
          {texts.unknownKey}
        </p>
      )}
    </>
  );
}
