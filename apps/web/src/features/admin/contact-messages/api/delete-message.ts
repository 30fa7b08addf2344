import { apiFetch } from '../../../../lib/api-client.ts';

export const deleteMessage = (id: string) =>
  apiFetch<unknown>(`/admin/contact-messages/${id}`, { method: 'DELETE' });
