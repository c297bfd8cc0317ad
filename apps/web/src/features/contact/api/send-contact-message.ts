import type { ContactRequest } from '@studio/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * docs/rules/platform.md#one-origin and docs/rules/public-pages.md#newsletter-and-contact: the contact form posts to our own API, which stores the message and e-mails the studio.
 * The response's schema loads with the first send, not with the page (ADR 0007).
 */
export async function sendContactMessage(body: ContactRequest) {
  const { contactResponseSchema } = await import('@studio/shared/schemas/contact');
  return apiRequest('/contact', { method: 'POST', body, schema: contactResponseSchema });
}
