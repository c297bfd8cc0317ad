import { type NewsletterRequest, newsletterResponseSchema } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useSubscribe() {
  return useMutation({
    mutationFn: (body: NewsletterRequest) =>
      apiRequest('/newsletter', { method: 'POST', body, schema: newsletterResponseSchema }),
  });
}
