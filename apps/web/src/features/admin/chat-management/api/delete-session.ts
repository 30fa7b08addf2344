import { apiFetch } from '../../../../lib/api-client.ts';

export const deleteSession = (id: string) =>
  apiFetch<unknown>(`/admin/chat-sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
