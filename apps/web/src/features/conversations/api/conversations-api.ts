import {
  type BookingMessage,
  type Conversation,
  type ThreadSummary,
  type UnreadMessages,
  conversationSchema,
  postMessageResponseSchema,
  threadListSchema,
  unreadMessagesSchema,
} from '@studio/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys, general to specific (docs/rules/platform.md#queries). Logging out clears the whole cache. */
export const conversationKeys = {
  all: ['conversations'] as const,
  threads: (as: 'sent' | 'received') => [...conversationKeys.all, 'threads', as] as const,
  thread: (id: string) => [...conversationKeys.all, 'thread', id] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
};

/** An open thread asks for new messages this often, only while the tab is visible. */
export const THREAD_POLL_MS = 10_000;
/** Unread counts and thread lists: gentler. */
export const UNREAD_POLL_MS = 30_000;

const polled = (ms: number) => ({
  staleTime: 0,
  refetchInterval: ms,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

/** GET /api/booking-requests/threads?as=: the caller's conversations, latest activity first. */
export const threadsQuery = (as: 'sent' | 'received') =>
  queryOptions({
    queryKey: conversationKeys.threads(as),
    queryFn: ({ signal }) =>
      apiRequest<ThreadSummary[]>(`/booking-requests/threads?as=${as}`, { schema: threadListSchema, signal }),
    ...polled(UNREAD_POLL_MS),
  });

/** GET /api/booking-requests/:id/messages (reading it marks it read on the server). */
export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.thread(id),
    queryFn: ({ signal }) =>
      apiRequest<Conversation>(`/booking-requests/${encodeURIComponent(id)}/messages`, {
        schema: conversationSchema,
        signal,
      }),
    ...polled(THREAD_POLL_MS),
  });

/** GET /api/booking-requests/unread: per booking and in total. */
export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: conversationKeys.unread(),
    queryFn: ({ signal }) =>
      apiRequest<UnreadMessages>('/booking-requests/unread', { schema: unreadMessagesSchema, signal }),
    ...polled(UNREAD_POLL_MS),
  });

export interface OutgoingMessage {
  body: string;
  images: File[];
}

/** POST a message: JSON for text alone, multipart with pictures. The new message joins the thread at once. */
export function useSendMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, images }: OutgoingMessage): Promise<BookingMessage> => {
      let payload: unknown = { body };
      if (images.length > 0) {
        const form = new FormData();
        form.append('body', body);
        for (const file of images) form.append('image', file, file.name);
        payload = form;
      }
      const res = await apiRequest<{ message: BookingMessage }>(
        `/booking-requests/${encodeURIComponent(bookingId)}/messages`,
        {
          method: 'POST',
          body: payload,
          schema: postMessageResponseSchema,
        },
      );
      return res.message;
    },
    onSuccess: (message) => {
      queryClient.setQueryData<Conversation>(conversationKeys.thread(bookingId), (old) =>
        old && !old.messages.some((m) => m.id === message.id) ? { ...old, messages: [...old.messages, message] } : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...conversationKeys.all, 'threads'] });
    },
  });
}
