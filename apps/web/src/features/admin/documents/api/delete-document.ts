import { apiFetch } from '../../../../lib/api-client.ts';

export const deleteDocument = (id: string) =>
  apiFetch<unknown>(`/admin/documents/${id}`, { method: 'DELETE' });
