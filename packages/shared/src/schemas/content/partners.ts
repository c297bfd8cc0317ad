import { z } from 'zod/mini';
import { contentText, mediaIdSchema } from './home';

/** A partner of the logo strip (docs/rules/product.md#screens home: 10 logos, duplicated for looping). */
export const partnerSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: contentText(),
  /** A logo of the media library (logos/partner-*). */
  logo: mediaIdSchema,
});
export type Partner = z.infer<typeof partnerSchema>;
