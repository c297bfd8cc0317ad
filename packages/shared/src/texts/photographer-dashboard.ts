import type source from '../i18n/catalogues/photographer-dashboard.en';
import english from '../i18n/compiled/photographer-dashboard.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/photographer-dashboard.en.ts says what each is for. */
export const photographerDashboardMessages = defineArea<typeof source>('photographer-dashboard', english, {
  sw: () => import('../i18n/compiled/photographer-dashboard.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md): read at each use, so one object serves every request. */
export const photographerDashboardTexts = photographerDashboardMessages.current;
