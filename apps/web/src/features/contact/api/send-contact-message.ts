import { type ContactRequest, contactResponseSchema } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** D1/D23: the contact form posts to our own API, which stores the message and e-mails the studio. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) =>
      apiRequest('/contact', { method: 'POST', body, schema: contactResponseSchema }),
  });
}
