import { documentSchema } from '@parley/contract/documents';
import { apiFetch } from '../../../../lib/api-client.ts';

export const reprocessDocument = (id: string) =>
  apiFetch(`/admin/documents/${id}/reprocess`, { method: 'POST', schema: documentSchema });
