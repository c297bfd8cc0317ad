import type { InquiryRequest } from '@studio/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/booking-requests (docs/rules/bookings.md#requests): the inquiry of /contact/:id. A signed-in sender's messages and
 * calendar fetch afresh when opened (their queries are never fresh).
 */
export async function sendInquiry(body: InquiryRequest) {
  const { inquiryResponseSchema } = await import('@studio/shared/schemas/marketplace');
  return apiRequest('/booking-requests', { method: 'POST', body, schema: inquiryResponseSchema });
}
