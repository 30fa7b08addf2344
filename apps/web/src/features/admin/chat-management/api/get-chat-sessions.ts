import { chatSessionListSchema } from '@parley/contract/chat-admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { filterParams, type SessionFilters } from '../session-filters.ts';

export function getChatSessions(filters: SessionFilters, cursor: string) {
  const params = filterParams(filters);
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/admin/chat-sessions?${params}`, { schema: chatSessionListSchema });
}

export function useChatSessions(filters: SessionFilters) {
  return useInfiniteQuery({
    queryKey: ['chat-sessions', filters],
    initialPageParam: '',
    queryFn: ({ pageParam }) => getChatSessions(filters, pageParam),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
