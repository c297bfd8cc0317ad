import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '../constants';
import { newsletterTexts } from '../texts/newsletter';

export const newsletterRequestSchema = z.object({
  email: z
    .string({ error: () => newsletterTexts.invalidEmail })
    .check(
      z.trim(),
      z.maxLength(254, { error: () => newsletterTexts.invalidEmail }),
      z.regex(EMAIL_PATTERN, { error: () => newsletterTexts.invalidEmail }),
    ),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const newsletterResponseSchema = z.object({ message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
