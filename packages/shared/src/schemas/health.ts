import { z } from 'zod/mini';

export const keepAliveResponseSchema = z.object({ status: z.literal('ok') });
export type KeepAliveResponse = z.infer<typeof keepAliveResponseSchema>;
