import { LEAD_SEARCH_MAX } from '../constants';
import type source from '../i18n/catalogues/leads.en';
import english from '../i18n/compiled/leads.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/leads.en.ts says what each is for. */
export const leadsMessages = defineArea<typeof source>('leads', english, {
  sw: () => import('../i18n/compiled/leads.sw'),
});

const texts = leadsMessages.current;

/**
 * The same words in the current language (docs/decisions/0046-languages.md), read at each use, with
 * the search's limit filled in and the CSV export's columns as a list.
 */
export const leadsTexts: Omit<typeof texts, 'searchTooLong' | 'csvHeader'> & {
  readonly searchTooLong: string;
  readonly csvHeader: readonly string[];
} = Object.create(texts, {
  searchTooLong: { get: () => texts.searchTooLong({ max: LEAD_SEARCH_MAX }), enumerable: true },
  csvHeader: { get: () => Object.values(texts.csvHeader), enumerable: true },
});
