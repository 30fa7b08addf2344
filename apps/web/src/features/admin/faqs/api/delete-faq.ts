import { apiFetch } from '../../../../lib/api-client.ts';

export const deleteFaq = (id: string) => apiFetch<unknown>(`/admin/faqs/${id}`, { method: 'DELETE' });
