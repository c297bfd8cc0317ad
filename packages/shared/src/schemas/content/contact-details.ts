import { z } from 'zod/mini';
import { contentText } from './home';
import { kiswahiliVersion, swText } from './kiswahili';

export const CONTACT_TEXT_MAX = 120;
export const CONTACT_DIRECTIONS_MAX = 600;
export const ADDRESS_LINES_MAX = 6;
export const OPENING_HOURS_MAX = 10;

const short = () => contentText().check(z.maxLength(CONTACT_TEXT_MAX, `Keep this to ${CONTACT_TEXT_MAX} characters.`));
const emailAddress = () =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'Fill this in.'), z.email('Enter an e-mail address, like name@example.com.'));

/** One line of the opening hours, e.g. { days: 'Saturday', hours: '10:00 am – 4:00 pm' }. */
export const openingHoursSchema = z.object({
  days: short(),
  hours: short(),
  ...kiswahiliVersion({ days: swText(CONTACT_TEXT_MAX), hours: swText(CONTACT_TEXT_MAX) }),
});

/** The studio's contact details and opening hours (docs/rules/product.md#screens /contact), shown on the contact and legal pages. */
export const contactDetailsSchema = z.object({
  /** International format, as dialled from anywhere (docs/rules/photographers-and-portfolios.md#locations-and-phones): "+254 7XX XXX XXX". */
  phone: z
    .string()
    .check(z.trim(), z.regex(/^\+254[\d ]{9,13}$/, 'Write the number as dialled from abroad, e.g. +254 712 345 678.')),
  email: emailAddress(),
  /** For data-protection requests (privacy policy). */
  privacyEmail: emailAddress(),
  location: z.object({
    /** Short form, e.g. "Westlands, Nairobi". */
    label: short(),
    addressLines: z
      .array(short())
      .check(
        z.minLength(1, 'Fill this in.'),
        z.maxLength(ADDRESS_LINES_MAX, `Use at most ${ADDRESS_LINES_MAX} lines.`),
      ),
    mapUrl: z
      .string()
      .check(z.trim(), z.url({ protocol: /^https$/, hostname: /\./, error: 'Use a full https:// address.' })),
    directions: contentText().check(
      z.maxLength(CONTACT_DIRECTIONS_MAX, `Keep the directions to ${CONTACT_DIRECTIONS_MAX} characters.`),
    ),
    ...kiswahiliVersion({ directions: swText(CONTACT_DIRECTIONS_MAX) }),
  }),
  postalAddress: short(),
  openingHours: z
    .array(openingHoursSchema)
    .check(
      z.minLength(1, 'List the opening hours.'),
      z.maxLength(OPENING_HOURS_MAX, `Use at most ${OPENING_HOURS_MAX} lines of opening hours.`),
    ),
  /** How soon a message is answered. */
  responseTime: short(),
  /** docs/rules/public-pages.md#languages: the words in Kiswahili, each optional (addresses and place names stay as written). */
  ...kiswahiliVersion({ responseTime: swText(CONTACT_TEXT_MAX) }),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
