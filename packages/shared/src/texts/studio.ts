import { STUDIO_NAME } from '../constants';
import type source from '../i18n/catalogues/studio.en';
import english from '../i18n/compiled/studio.en';
import { defineArea } from '../i18n/messages';

/** Every language's words for this area; ../i18n/catalogues/studio.en.ts says what each is for. */
export const studioMessages = defineArea<typeof source>('studio', english, {
  sw: () => import('../i18n/compiled/studio.sw'),
});

const texts = studioMessages.current;

/**
 * The studio console (docs/rules/history.md#issue-14) in the current language
 * (docs/decisions/0046-languages.md), read at each use, with the studio's name filled in; the audit
 * log's names are looked up by the action or value a stored entry holds.
 */
export const studioTexts: Omit<typeof texts, 'consoleIntro' | 'actions' | 'auditKeys' | 'auditReportStates'> & {
  readonly consoleIntro: string;
  readonly actions: Readonly<Record<string, string>>;
  readonly auditKeys: Readonly<Record<string, string>>;
  readonly auditReportStates: Readonly<Record<string, string>>;
} = Object.create(texts, {
  consoleIntro: { get: () => texts.consoleIntro({ studio: STUDIO_NAME }), enumerable: true },
});
