import { z } from 'zod/mini';

/** The studio's contact details and opening hours (SPEC 2 /contact), shown on the contact and legal pages. */
export const contactDetailsSchema = z.object({
  /** International format, as dialled from anywhere (D7): "+254 7XX XXX XXX". */
  phone: z.string().check(z.regex(/^\+254[\d ]{9,13}$/)),
  email: z.string().check(z.minLength(3)),
  /** For data-protection requests (privacy policy). */
  privacyEmail: z.string().check(z.minLength(3)),
  location: z.object({
    /** Short form, e.g. "Westlands, Nairobi". */
    label: z.string(),
    addressLines: z.array(z.string()),
    mapUrl: z.string().check(z.startsWith('https://')),
    directions: z.string(),
  }),
  postalAddress: z.string(),
  openingHours: z.array(z.object({ days: z.string(), hours: z.string() })),
  /** How soon a message is answered. */
  responseTime: z.string(),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
