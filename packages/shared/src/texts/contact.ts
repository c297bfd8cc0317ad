import english from '../i18n/compiled/contact.en';
import { defineArea } from '../i18n/messages';

/**
 * The contact and inquiry forms' words in every language (../i18n/catalogues/contact.en.ts says
 * what each is for). A caller that knows the reader's language asks `contactMessages.in(locale)`.
 */
export const contactMessages = defineArea('contact', english, { sw: () => import('../i18n/compiled/contact.sw') });

const t = contactMessages.in('en');

/** The same words in English, for callers that have no reader's language yet (docs/decisions/0046-languages.md). */
export const contactTexts = {
  nameRequired: t('nameRequired'),
  emailRequired: t('emailRequired'),
  emailInvalid: t('emailInvalid'),
  messageRequired: t('messageRequired'),
  nameTooLong: (max: number) => t('nameTooLong', { max }),
  messageTooLong: (max: number) => t('messageTooLong', { max }),
  sending: t('sending'),
  failure: t('failure'),
  success: t('success'),
  aboutService: (service: string) => t('aboutService', { service }),
  callsAndWhatsapp: t('callsAndWhatsapp'),
  whatsapp: t('whatsapp'),
} as const;
