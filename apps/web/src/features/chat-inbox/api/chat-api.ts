import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TChatMessage, TChatMessagePage, TChatReadResult, TChatThread, TChatThreadPage } from '@menudelite/shared/guest-chat/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { threadListQuery, type TInboxFilter } from '../lib/inbox-filter';

export const threadsKey = () => ['chat-inbox', 'threads'] as const;
const assigneesKey = () => ['chat-inbox', 'assignees'] as const;

/** GET /api/chat/threads: latest activity first, with the venue's total of unread guest messages. */
export function useChatThreads(filter: TInboxFilter) {
  return useInfiniteQuery({
    queryKey: [...threadsKey(), filter],
    queryFn: ({ pageParam }) => apiRequest<TChatThreadPage>(`/api/chat/threads?${threadListQuery(filter, pageParam || undefined)}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The socket invalidates on every chat event; this covers a socket that was down.
    refetchInterval: 60_000,
  });
}

export function getThreadMessages(threadId: string, cursor?: string): Promise<TChatMessagePage> {
  const query = new URLSearchParams({ limit: '30', ...(cursor ? { cursor } : {}) });
  return apiRequest<TChatMessagePage>(`/api/chat/threads/${encodeURIComponent(threadId)}/messages?${query.toString()}`);
}

export function sendStaffMessage(threadId: string, body: string, clientId: string): Promise<TChatMessage> {
  return apiRequest<TChatMessage>(`/api/chat/threads/${encodeURIComponent(threadId)}/messages`, { method: 'POST', json: { body, clientId } });
}

export function markThreadRead(threadId: string): Promise<TChatReadResult> {
  return apiRequest<TChatReadResult>(`/api/chat/threads/${encodeURIComponent(threadId)}/read`, { method: 'POST', json: {} });
}

/** GET /api/chat/assignees: the venue's active members. */
export function useAssignees() {
  return useQuery({
    queryKey: assigneesKey(),
    queryFn: () => apiRequest<{ items: { id: string; name: string }[] }>('/api/chat/assignees'),
    staleTime: 5 * 60_000,
  });
}

/** PATCH /api/chat/threads/:id/assign. */
export function useAssignThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, memberId }: { threadId: string; memberId: string | null }) =>
      apiRequest<TChatThread>(`/api/chat/threads/${encodeURIComponent(threadId)}/assign`, { method: 'PATCH', json: { memberId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: threadsKey() }),
  });
}
