import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '../constants';
import { contactTexts } from '../texts/contact';

/**
 * The contact form (docs/rules/product.md#entities, #validation; docs/rules/public-pages.md#newsletter-and-contact): one schema for the web form and `POST /api/contact`, so the
 * messages under each field are the same wherever the check runs. Each message is read when a check
 * fails, in the language of the moment (docs/decisions/0046-languages.md).
 */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactRequestSchema = z.object({
  name: z
    .string({ error: () => contactTexts.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => contactTexts.nameRequired, abort: true }),
      z.maxLength(CONTACT_NAME_MAX, { error: () => contactTexts.nameTooLong({ max: CONTACT_NAME_MAX }) }),
    ),
  email: z
    .string({ error: () => contactTexts.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => contactTexts.emailRequired, abort: true }),
      z.maxLength(CONTACT_EMAIL_MAX, { error: () => contactTexts.emailInvalid, abort: true }),
      z.regex(EMAIL_PATTERN, { error: () => contactTexts.emailInvalid }),
    ),
  message: z
    .string({ error: () => contactTexts.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => contactTexts.messageRequired, abort: true }),
      z.maxLength(CONTACT_MESSAGE_MAX, { error: () => contactTexts.messageTooLong({ max: CONTACT_MESSAGE_MAX }) }),
    ),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactField = keyof ContactRequest;

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
