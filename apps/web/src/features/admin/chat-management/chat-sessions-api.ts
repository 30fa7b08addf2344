import type { Analytics, AnalyticsSummary } from '@parley/contract/analytics';
import type { ChatSessionDetail, ChatSessionList } from '@parley/contract/chat-admin';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The filter modal's fields; empty strings mean "any". */
export interface SessionFilters {
  status: '' | 'active' | 'archived' | 'expired';
  from: string;
  to: string;
  language: string;
  minMessages: string;
  q: string;
  unanswered: boolean;
}

export const NO_FILTERS: SessionFilters = {
  status: '',
  from: '',
  to: '',
  language: '',
  minMessages: '',
  q: '',
  unanswered: false,
};

/** Query parameters for the list and the CSV export; a date-only `to` includes that whole day. */
export function filterParams(f: SessionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.status) params.set('status', f.status);
  if (f.from) params.set('from', `${f.from}T00:00:00Z`);
  if (f.to) params.set('to', `${f.to}T23:59:59.999Z`);
  if (f.language) params.set('language', f.language);
  if (f.minMessages) params.set('minMessages', f.minMessages);
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.unanswered) params.set('unanswered', 'true');
  return params;
}

export function useChatSessions(filters: SessionFilters) {
  return useInfiniteQuery({
    queryKey: ['chat-sessions', filters],
    initialPageParam: '',
    queryFn: ({ pageParam }) => {
      const params = filterParams(filters);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<ChatSessionList>(`/admin/chat-sessions?${params}`);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useChatSession(id: string) {
  return useQuery({
    queryKey: ['chat-session', id],
    queryFn: () => apiFetch<ChatSessionDetail>(`/admin/chat-sessions/${encodeURIComponent(id)}`),
  });
}

/** The figures and charts of a range of days. */
export function useAnalytics(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['analytics', range],
    queryFn: () => apiFetch<Analytics>(`/admin/analytics?${new URLSearchParams(range)}`),
  });
}

/** All-time figures for the stat cards. */
export function useAnalyticsSummary() {
  return useQuery({
    queryKey: ['analytics', 'summary'],
    queryFn: () => apiFetch<AnalyticsSummary>('/admin/analytics/summary'),
  });
}

export const chatSessionsApi = {
  archive: (id: string) =>
    apiFetch<unknown>(`/admin/chat-sessions/${encodeURIComponent(id)}/archive`, { method: 'POST' }),
  remove: (id: string) =>
    apiFetch<unknown>(`/admin/chat-sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  clearExpired: () => apiFetch<unknown>('/admin/chat-sessions/clear-expired', { method: 'POST' }),
};

/** Downloads one session as <id>.json through the browser. */
export async function downloadSession(id: string): Promise<void> {
  const res = await fetch(`/api/v1/admin/chat-sessions/${encodeURIComponent(id)}/export`, {
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${id}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
