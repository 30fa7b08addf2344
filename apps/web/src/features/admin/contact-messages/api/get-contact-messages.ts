import { contactInboxSchema } from '@parley/contract/contact-inbox';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { useInvalidate } from '../../../../lib/use-invalidate.ts';

export const getContactMessages = (cursor: string) =>
  apiFetch(`/admin/contact-messages${cursor ? `?cursor=${cursor}` : ''}`, { schema: contactInboxSchema });

/** The inbox, newest first, a page at a time (Load More follows the cursor). */
export function useContactInbox() {
  return useInfiniteQuery({
    queryKey: ['contact-messages'],
    initialPageParam: '',
    queryFn: ({ pageParam }) => getContactMessages(pageParam),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Refreshes the inbox and the bell's unread count, which reading or deleting changes. */
export const useRefreshInbox = () => useInvalidate('contact-messages', 'notifications');
