import { apiFetch } from '../../../../lib/api-client.ts';

export const archiveSession = (id: string) =>
  apiFetch<unknown>(`/admin/chat-sessions/${encodeURIComponent(id)}/archive`, { method: 'POST' });
