import {
  type HelpArticleInput,
  type StudioHelpArticle,
  staffInvitationResponseSchema,
  type StaffInviteRequest,
  staffResponseSchema,
  studioHelpArticleResponseSchema,
  studioHelpArticlesResponseSchema,
  studioSupportTicketResponseSchema,
  studioSupportTicketsResponseSchema,
  type SupportTicketState,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { studioKeys } from '../shared/studio-api';

export type TicketFilter = SupportTicketState | 'all';
const messageSchema = z.object({ message: z.string() });

/** The console's support and staff keys, under the console's own (every change there refreshes all). */
export const supportConsoleKeys = {
  articles: () => [...studioKeys.all, 'help-articles'] as const,
  tickets: () => [...studioKeys.all, 'support-tickets'] as const,
  ticketList: (state: TicketFilter, page: number) => [...supportConsoleKeys.tickets(), 'list', state, page] as const,
  ticket: (id: string) => [...supportConsoleKeys.tickets(), 'one', id] as const,
  staff: () => [...studioKeys.all, 'staff'] as const,
};

/** GET /api/studio/help-articles: every article, drafts too, in their order. */
export const studioHelpArticlesQuery = () =>
  queryOptions({
    queryKey: supportConsoleKeys.articles(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/studio/help-articles', { schema: studioHelpArticlesResponseSchema, signal })).data,
    staleTime: 0,
  });

/** GET /api/studio/support/tickets?state=&page= */
export const ticketsQuery = (state: TicketFilter, page: number) =>
  queryOptions({
    queryKey: supportConsoleKeys.ticketList(state, page),
    queryFn: ({ signal }) => {
      const q = new URLSearchParams();
      if (state !== 'all') q.set('state', state);
      if (page > 1) q.set('page', String(page));
      const text = q.toString();
      return apiRequest(`/studio/support/tickets${text ? `?${text}` : ''}`, {
        schema: studioSupportTicketsResponseSchema,
        signal,
      });
    },
    staleTime: 0,
  });

/** GET /api/studio/support/tickets/:id */
export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: supportConsoleKeys.ticket(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/studio/support/tickets/${encodeURIComponent(id)}`, {
          schema: studioSupportTicketResponseSchema,
          signal,
        })
      ).ticket,
    staleTime: 0,
  });

/** GET /api/studio/staff: the admins and the invitations waiting. */
export const staffQuery = () =>
  queryOptions({
    queryKey: supportConsoleKeys.staff(),
    queryFn: ({ signal }) => apiRequest('/studio/staff', { schema: staffResponseSchema, signal }),
    staleTime: 0,
  });

function useSettle() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: studioKeys.all });
}

/** POST /api/studio/help-articles, or PUT /api/studio/help-articles/:id when `id` is given. */
export function useSaveArticle() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: HelpArticleInput }) =>
      apiRequest(id ? `/studio/help-articles/${encodeURIComponent(id)}` : '/studio/help-articles', {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: studioHelpArticleResponseSchema,
      }),
    onSettled: settle,
  });
}

export function useDeleteArticle() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/studio/help-articles/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageSchema }),
    onSettled: settle,
  });
}

/** PUT /api/studio/help-articles/order: the list shows the new order at once. */
export function useReorderArticles() {
  const queryClient = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest('/studio/help-articles/order', {
        method: 'PUT',
        body: { ids },
        schema: studioHelpArticlesResponseSchema,
      }),
    onSuccess: ({ data }) => queryClient.setQueryData<StudioHelpArticle[]>(supportConsoleKeys.articles(), data),
    onSettled: settle,
  });
}

/** POST /api/studio/support/tickets/:id/{answer|close|reopen} */
export function useTicketAction() {
  const queryClient = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, action, message }: { id: string; action: 'answer' | 'close' | 'reopen'; message?: string }) =>
      apiRequest(`/studio/support/tickets/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        ...(message !== undefined ? { body: { message } } : {}),
        schema: studioSupportTicketResponseSchema,
      }),
    onSuccess: ({ ticket }) => queryClient.setQueryData(supportConsoleKeys.ticket(ticket.id), ticket),
    onSettled: settle,
  });
}

export function useInvite() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: StaffInviteRequest) =>
      apiRequest('/studio/staff/invitations', {
        method: 'POST',
        body,
        schema: staffInvitationResponseSchema,
      }),
    onSettled: settle,
  });
}

export function useCancelInvitation() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/studio/staff/invitations/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageSchema }),
    onSettled: settle,
  });
}

export function useRevokeAdmin() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/studio/staff/${encodeURIComponent(id)}/revoke`, { method: 'POST', schema: messageSchema }),
    onSettled: settle,
  });
}
