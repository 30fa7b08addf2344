import { documentListResponseSchema } from '@parley/contract/documents';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../../lib/api-client.ts';
import { waitingForJob } from './waiting-for-job.ts';

export const getDocuments = (params: URLSearchParams) =>
  apiFetch(`/admin/documents?${params}`, { schema: documentListResponseSchema });

/** One page of documents; rows waiting for the background job refresh until they are processed or failed. */
export function useDocumentList(params: URLSearchParams) {
  return useQuery({
    queryKey: ['documents', ...params.values()],
    queryFn: () => getDocuments(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => waitingForJob(d.status)) ? 2_000 : false,
  });
}

export function useRefreshDocuments() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: ['documents'] }), [client]);
}
