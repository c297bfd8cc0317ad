import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '../constants';
import { texts } from '../texts';

export const newsletterRequestSchema = z.object({
  email: z
    .string({ error: texts.newsletter.invalidEmail })
    .check(
      z.trim(),
      z.maxLength(254, texts.newsletter.invalidEmail),
      z.regex(EMAIL_PATTERN, texts.newsletter.invalidEmail),
    ),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({ message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
