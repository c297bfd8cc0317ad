import type source from '../i18n/catalogues/account-mails.en';
import english from '../i18n/compiled/account-mails.en';
import { defineArea } from '../i18n/messages';

/** The e-mails an account receives about itself, in every language (../i18n/catalogues/account-mails.en.ts). */
export const accountMailsMessages = defineArea<typeof source>('account-mails', english, {
  sw: () => import('../i18n/compiled/account-mails.sw'),
});

/** The same words in the current language (docs/decisions/0046-languages.md). */
export const accountMailsTexts = accountMailsMessages.current;
