import type { NewsletterRequest } from '@studio/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/newsletter; its schema loads with the first use, not with the page (ADR 0007). */
export async function subscribe(body: NewsletterRequest) {
  const { newsletterResponseSchema } = await import('@studio/shared/schemas/newsletter');
  return apiRequest('/newsletter', { method: 'POST', body, schema: newsletterResponseSchema });
}
