import type source from '../i18n/catalogues/newsletter.en';
import english from '../i18n/compiled/newsletter.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/newsletter.en.ts says what each is for. */
export const newsletterMessages = defineArea<typeof source>('newsletter', english, {
  sw: () => import('../i18n/compiled/newsletter.sw'),
});

/** The same words in English, for callers that do not know the reader's language yet (docs/decisions/0046-languages.md). */
export const newsletterTexts = newsletterMessages.texts('en');
