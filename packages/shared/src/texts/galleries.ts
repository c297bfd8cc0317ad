import type source from '../i18n/catalogues/galleries.en';
import english from '../i18n/compiled/galleries.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/galleries.en.ts says what each is for. */
export const galleriesMessages = defineArea<typeof source>('galleries', english, {
  sw: () => import('../i18n/compiled/galleries.sw'),
});

const texts = galleriesMessages.current;

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use; the
 * client's selection rule and a guest's welcome choose their message from what is known.
 */
export const galleriesTexts: Omit<typeof texts, 'client' | 'shared'> & {
  readonly client: Omit<typeof texts.client, 'choose'> & {
    /** "Choose at least 3 and at most 4 photographs for your album: …"; a limit the gallery does not set is null. */
    readonly choose: (values: { min: number | null; max: number | null }) => string;
  };
  readonly shared: Omit<typeof texts.shared, 'welcome' | 'welcomeNoName'> & {
    /** "Welcome, Amina.", or "Welcome." before a name is known. */
    readonly welcome: (values: { name: string | null }) => string;
  };
} = Object.create(texts, {
  client: {
    value: Object.create(texts.client, {
      choose: {
        value: ({ min, max }: { min: number | null; max: number | null }) =>
          texts.client.choose({
            range: min !== null && max !== null ? 'both' : min !== null ? 'min' : 'max',
            min: min ?? 0,
            max: max ?? 0,
          }),
        enumerable: true,
      },
    }),
    enumerable: true,
  },
  shared: {
    value: Object.create(texts.shared, {
      welcome: {
        value: ({ name }: { name: string | null }) =>
          name ? texts.shared.welcome({ name }) : texts.shared.welcomeNoName,
        enumerable: true,
      },
    }),
    enumerable: true,
  },
});
