import { IMAGE_MAX_BYTES } from '../constants';
import type source from '../i18n/catalogues/studio-blog.en';
import english from '../i18n/compiled/studio-blog.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/studio-blog.en.ts says what each is for. */
export const studioBlogMessages = defineArea<typeof source>('studio-blog', english, {
  sw: () => import('../i18n/compiled/studio-blog.sw'),
});

const texts = studioBlogMessages.current;
const megabytes = IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * The studio console's blog (docs/rules/history.md#issue-14, ADR 0023) in the current language
 * (docs/decisions/0046-languages.md), read at each use, with the cover's size limit filled in.
 */
export const studioBlogTexts: Omit<typeof texts, 'coverHint' | 'coverTooLarge'> & {
  readonly coverHint: string;
  readonly coverTooLarge: string;
} = Object.create(texts, {
  coverHint: { get: () => texts.coverHint({ megabytes }), enumerable: true },
  coverTooLarge: { get: () => texts.coverTooLarge({ megabytes }), enumerable: true },
});
