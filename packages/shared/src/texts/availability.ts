import type source from '../i18n/catalogues/availability.en';
import english from '../i18n/compiled/availability.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/availability.en.ts says what each is for. */
export const availabilityMessages = defineArea<typeof source>('availability', english, {
  sw: () => import('../i18n/compiled/availability.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const availabilityTexts = availabilityMessages.current;
