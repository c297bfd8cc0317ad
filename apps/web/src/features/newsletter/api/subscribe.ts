import type { NewsletterRequest } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useSubscribe() {
  return useMutation({
    mutationFn: async (body: NewsletterRequest) => {
      const { newsletterResponseSchema } = await import('@studio/shared/schemas/newsletter');
      return apiRequest('/newsletter', { method: 'POST', body, schema: newsletterResponseSchema });
    },
  });
}
