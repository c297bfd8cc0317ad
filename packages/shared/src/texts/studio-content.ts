import type source from '../i18n/catalogues/studio-content.en';
import english from '../i18n/compiled/studio-content.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/studio-content.en.ts says what each is for. */
export const studioContentMessages = defineArea<typeof source>('studio-content', english, {
  sw: () => import('../i18n/compiled/studio-content.sw'),
});

const texts = studioContentMessages.current;

/** The public page each part's preview shows (addresses, the same in every language). */
const previewPages: Readonly<Record<string, string>> = {
  heroSlides: '/',
  faqs: '/',
  services: '/services',
  testimonials: '/testimonials',
  team: '/about',
  partners: '/',
  ctaBanners: '/',
  contactDetails: '/contact',
  socialLinks: '/',
  searchIndex: '/',
  home: '/',
  claims: '/',
  about: '/about',
  testimonialsPage: '/testimonials',
  servicesPage: '/services',
  uniqueServices: '/portfolio',
  portfolio: '/portfolio',
  galleryPage: '/gallery',
  contactPage: '/contact',
  pageHeadings: '/',
};

/**
 * The studio console's Content section (docs/rules/history.md#issue-14) in the current language
 * (docs/decisions/0046-languages.md), read at each use: a part's version says "launch content"
 * when it was never published, and the parts are looked up by a stored key.
 */
export const studioContentTexts: Omit<
  typeof texts,
  'version' | 'kinds' | 'kindIntros' | 'add' | 'auditActions' | 'item'
> & {
  readonly version: (values: { version: number; at: string | null }) => string;
  readonly kindIntros: Readonly<Record<string, string>>;
  readonly add: Readonly<Record<string, string>>;
  readonly auditActions: Readonly<Record<string, string>>;
  readonly kinds: Readonly<Record<keyof typeof source.kinds, string>>;
  readonly item: Readonly<Record<keyof typeof source.item, (values: { n: number }) => string>>;
  readonly previewPages: Readonly<Record<string, string>>;
} = Object.create(texts, {
  version: {
    value: ({ version, at }: { version: number; at: string | null }) =>
      at ? texts.version({ version, at }) : texts.versionLaunch({ version }),
    enumerable: true,
  },
  previewPages: { value: previewPages, enumerable: true },
});
