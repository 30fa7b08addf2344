import type { ContactInbox } from '@parley/contract/contact-inbox';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/use-invalidate.ts';

/** The inbox, newest first, a page at a time (Load More follows the cursor). */
export function useContactInbox() {
  return useInfiniteQuery({
    queryKey: ['contact-messages'],
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      apiFetch<ContactInbox>(`/admin/contact-messages${pageParam ? `?cursor=${pageParam}` : ''}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Refreshes the inbox and the bell's unread count, which reading or deleting changes. */
export const useRefreshInbox = () => useInvalidate('contact-messages', 'notifications');

export const contactMessagesApi = {
  markRead: (id: string) => apiFetch<unknown>(`/admin/contact-messages/${id}/read`, { method: 'POST' }),
  remove: (id: string) => apiFetch<unknown>(`/admin/contact-messages/${id}`, { method: 'DELETE' }),
};
