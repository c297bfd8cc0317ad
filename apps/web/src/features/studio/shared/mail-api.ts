import {
  type CampaignInput,
  type CampaignPreviewRequest,
  campaignPreviewSchema,
  campaignResponseSchema,
  campaignsResponseSchema,
  campaignTestResponseSchema,
  type InboxState,
  type InboxThread,
  inboxListResponseSchema,
  inboxSummarySchema,
  inboxThreadSchema,
  newsletterSubscribersResponseSchema,
  type SubscriberState,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studioKeys } from './studio-api';

/** `?q=&state=&page=` of the Inbox page (and of GET /api/studio/inbox). */
export interface InboxParams {
  q: string;
  state: InboxState;
  page: number;
}
export interface SubscribersParams {
  q: string;
  state: SubscriberState;
  page: number;
}

export const mailKeys = {
  inbox: () => [...studioKeys.all, 'inbox'] as const,
  inboxList: (params: InboxParams) => [...mailKeys.inbox(), 'list', params] as const,
  inboxSummary: () => [...mailKeys.inbox(), 'summary'] as const,
  thread: (id: string) => [...mailKeys.inbox(), 'thread', id] as const,
  newsletter: () => [...studioKeys.all, 'newsletter'] as const,
  subscribers: (params: SubscribersParams) => [...mailKeys.newsletter(), 'subscribers', params] as const,
  campaigns: () => [...mailKeys.newsletter(), 'campaigns'] as const,
  campaign: (id: string) => [...mailKeys.newsletter(), 'campaign', id] as const,
};

/** A list's query string, the defaults left out. */
export function listSearch(params: { q: string; state: string; page: number }, defaultState: string): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.state !== defaultState) query.set('state', params.state);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const inboxQuery = (params: InboxParams) =>
  queryOptions({
    queryKey: mailKeys.inboxList(params),
    queryFn: ({ signal }) =>
      apiRequest(`/studio/inbox${listSearch(params, 'open')}`, { schema: inboxListResponseSchema, signal }),
    staleTime: 0,
  });

/** The unread count beside Inbox in the console's navigation; looked at again every minute. */
export const inboxSummaryQuery = () =>
  queryOptions({
    queryKey: mailKeys.inboxSummary(),
    queryFn: ({ signal }) => apiRequest('/studio/inbox/summary', { schema: inboxSummarySchema, signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** GET /api/studio/inbox/:id: opening it marks it read (so the lists and the count are refreshed). */
export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: mailKeys.thread(id),
    queryFn: ({ signal }) => apiRequest(`/studio/inbox/${id}`, { schema: inboxThreadSchema, signal }),
    staleTime: 0,
  });

function useInboxChange<V>(request: (vars: V) => Promise<InboxThread>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // The thread shows its new state at once; the lists and the count follow.
    onSuccess: (thread) => queryClient.setQueryData(mailKeys.thread(thread.message.id), thread),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: studioKeys.all, predicate: (q) => q.queryKey[2] !== 'thread' }),
  });
}

export const useSetHandled = () =>
  useInboxChange(({ id, handled }: { id: string; handled: boolean }) =>
    apiRequest(`/studio/inbox/${id}/handled`, { method: 'POST', body: { handled }, schema: inboxThreadSchema }),
  );
export const useSetArchived = () =>
  useInboxChange(({ id, archived }: { id: string; archived: boolean }) =>
    apiRequest(`/studio/inbox/${id}/archived`, { method: 'POST', body: { archived }, schema: inboxThreadSchema }),
  );
export const sendReply = (id: string, text: string) =>
  apiRequest(`/studio/inbox/${id}/reply`, { method: 'POST', body: { text }, schema: inboxThreadSchema });

export const subscribersQuery = (params: SubscribersParams) =>
  queryOptions({
    queryKey: mailKeys.subscribers(params),
    queryFn: ({ signal }) =>
      apiRequest(`/studio/newsletter/subscribers${listSearch(params, 'all')}`, {
        schema: newsletterSubscribersResponseSchema,
        signal,
      }),
    staleTime: 0,
  });

/** The CSV file of the subscribers a filter shows (a plain link: the browser downloads it). */
export const subscribersCsvUrl = (params: Omit<SubscribersParams, 'page'>) =>
  `/api/studio/newsletter/subscribers.csv${listSearch({ ...params, page: 1 }, 'all')}`;

/** Newsletters with their progress; looked at again every 2 s while one is being sent. */
export const campaignsQuery = () =>
  queryOptions({
    queryKey: mailKeys.campaigns(),
    queryFn: ({ signal }) => apiRequest('/studio/newsletter/campaigns', { schema: campaignsResponseSchema, signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.data.some((c) => c.status === 'sending') ? 2000 : false),
  });

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: mailKeys.campaign(id),
    queryFn: ({ signal }) =>
      apiRequest(`/studio/newsletter/campaigns/${id}`, { schema: campaignResponseSchema, signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.campaign.status === 'sending' ? 2000 : false),
  });

export const saveCampaign = (id: string | null, input: CampaignInput) =>
  apiRequest(id ? `/studio/newsletter/campaigns/${id}` : '/studio/newsletter/campaigns', {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: campaignResponseSchema,
  });
export const previewCampaign = (input: CampaignPreviewRequest) =>
  apiRequest('/studio/newsletter/preview', { method: 'POST', body: input, schema: campaignPreviewSchema });
export const testCampaign = (id: string) =>
  apiRequest(`/studio/newsletter/campaigns/${id}/test`, { method: 'POST', schema: campaignTestResponseSchema });

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/studio/newsletter/campaigns/${id}`, { method: 'DELETE' }),
    onSettled: (_r, _e, id) => {
      queryClient.removeQueries({ queryKey: mailKeys.campaign(id) });
      return queryClient.invalidateQueries({ queryKey: studioKeys.all });
    },
  });
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/studio/newsletter/campaigns/${id}/send`, { method: 'POST', schema: campaignResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioKeys.all }),
  });
}
