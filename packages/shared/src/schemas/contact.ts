import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '../constants';
import { texts } from '../texts';

/**
 * The contact form (SPEC 3, 5; D23): one schema for the web form and `POST /api/contact`, so the
 * messages under each field are the same wherever the check runs.
 */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;

/** Limits the spec does not word itself, in the same voice as SPEC 5's messages. */
export const contactTexts = {
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
} as const;

export const contactRequestSchema = z.object({
  name: z
    .string({ error: texts.contact.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: texts.contact.nameRequired, abort: true }),
      z.maxLength(CONTACT_NAME_MAX, contactTexts.nameTooLong),
    ),
  email: z
    .string({ error: texts.contact.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: texts.contact.emailRequired, abort: true }),
      z.maxLength(CONTACT_EMAIL_MAX, { error: texts.contact.emailInvalid, abort: true }),
      z.regex(EMAIL_PATTERN, texts.contact.emailInvalid),
    ),
  message: z
    .string({ error: texts.contact.messageRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: texts.contact.messageRequired, abort: true }),
      z.maxLength(CONTACT_MESSAGE_MAX, contactTexts.messageTooLong),
    ),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactField = keyof ContactRequest;

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
