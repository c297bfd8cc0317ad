import type source from '../i18n/catalogues/newsletter.en';
import english from '../i18n/compiled/newsletter.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/newsletter.en.ts says what each is for. */
export const newsletterMessages = defineArea<typeof source>('newsletter', english, {
  sw: () => import('../i18n/compiled/newsletter.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const newsletterTexts = newsletterMessages.current;
