import { apiFetch } from '../../../../lib/api-client.ts';

export const deleteApiKey = (id: string) => apiFetch<unknown>(`/admin/api-keys/${id}`, { method: 'DELETE' });
