import type { ContactDetails } from '@studio/shared';
import { currentLocale } from '@studio/shared/i18n/current-locale';
import type { Locale } from '@studio/shared/i18n/locales';
import type { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy';
import { privacyPolicySw } from './privacy-policy.sw';
import { termsOfService } from './terms';
import { termsOfServiceSw } from './terms.sw';

type Written = (contact: ContactDetails) => LegalDocument;

/** Each legal document in every language: a new language cannot be added without its own. */
const PRIVACY_POLICY: Record<Locale, Written> = { en: privacyPolicy, sw: privacyPolicySw };
const TERMS: Record<Locale, Written> = { en: termsOfService, sw: termsOfServiceSw };

/** The privacy policy in the current language (the page's, also in the server render). */
export const localPrivacyPolicy = (contact: ContactDetails): LegalDocument => PRIVACY_POLICY[currentLocale()](contact);

/** The terms of service in the current language (the page's, also in the server render). */
export const localTermsOfService = (contact: ContactDetails): LegalDocument => TERMS[currentLocale()](contact);
