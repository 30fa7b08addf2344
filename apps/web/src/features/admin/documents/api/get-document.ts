import { documentDetailSchema } from '@parley/contract/documents';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { waitingForJob } from './waiting-for-job.ts';

export const getDocument = (id: string) =>
  apiFetch(`/admin/documents/${id}`, { schema: documentDetailSchema });

/** One document's fields, text and passages, refreshed while the background job works on it. */
export function useDocumentDetail(id: string) {
  return useQuery({
    queryKey: ['document', id],
    queryFn: () => getDocument(id),
    refetchInterval: (q) => (q.state.data && waitingForJob(q.state.data.status) ? 1500 : false),
  });
}
