import { apiFetch } from '../../../../lib/api-client.ts';

export const markMessageRead = (id: string) =>
  apiFetch<unknown>(`/admin/contact-messages/${id}/read`, { method: 'POST' });
