import {
  helpArticleSchema,
  helpArticlesResponseSchema,
  type SupportTicket,
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the Support page (docs/rules/photographers-and-portfolios.md#dashboard-navigation, docs/rules/studio-console.md#staff-and-console), general to specific. */
export const supportKeys = {
  all: ['support'] as const,
  articles: (q: string) => [...supportKeys.all, 'articles', q] as const,
  article: (id: string) => [...supportKeys.all, 'article', id] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
};

/** GET /api/support/articles?q=: the published help articles, in the studio's order. */
export const helpArticlesQuery = (q: string) =>
  queryOptions({
    queryKey: supportKeys.articles(q),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/support/articles${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
          schema: helpArticlesResponseSchema,
          signal,
        })
      ).data,
    staleTime: 60_000,
  });

/** GET /api/support/articles/:id: one article, rendered safely by the server. */
export const helpArticleQuery = (id: string) =>
  queryOptions({
    queryKey: supportKeys.article(id),
    queryFn: ({ signal }) =>
      apiRequest(`/support/articles/${encodeURIComponent(id)}`, { schema: helpArticleSchema, signal }),
    staleTime: 60_000,
  });

/** GET /api/support/tickets: the photographer's own tickets, with the studio's answers. */
export const supportTicketsQuery = () =>
  queryOptions({
    queryKey: supportKeys.tickets(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/support/tickets', { schema: supportTicketsResponseSchema, signal })).data,
    staleTime: 0,
  });

/** The ticket the server answered with replaces (or joins) the cached list at once. */
function useApplyTicket() {
  const queryClient = useQueryClient();
  return (ticket: SupportTicket) =>
    queryClient.setQueryData<SupportTicket[]>(supportKeys.tickets(), (list) =>
      list ? [ticket, ...list.filter((t) => t.id !== ticket.id)] : [ticket],
    );
}

/** POST /api/support/tickets {subject, message}. */
export function useOpenTicket() {
  const apply = useApplyTicket();
  return useMutation({
    mutationFn: (body: { subject: string; message: string }) =>
      apiRequest('/support/tickets', { method: 'POST', body, schema: supportTicketResponseSchema }),
    onSuccess: ({ ticket }) => apply(ticket),
  });
}

/** POST /api/support/tickets/:id/messages {message}: 409 once the ticket is closed. */
export function useFollowUp() {
  const apply = useApplyTicket();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiRequest(`/support/tickets/${encodeURIComponent(id)}/messages`, {
        method: 'POST',
        body: { message },
        schema: supportTicketResponseSchema,
      }),
    onSuccess: ({ ticket }) => apply(ticket),
  });
}
