import { z } from 'zod/mini';

/** The one error shape every API error takes (docs/rules/platform.md#runtime-contract). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
