import type { DocumentDetail, DocumentListResponse } from '@parley/contract/documents';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';

const waiting = (status: string) => status === 'pending' || status === 'processing';

/** One page of documents; rows waiting for the background job refresh until they are processed or failed. */
export function useDocumentList(params: URLSearchParams) {
  return useQuery({
    queryKey: ['documents', ...params.values()],
    queryFn: () => apiFetch<DocumentListResponse>(`/admin/documents?${params}`),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((d) => waiting(d.status)) ? 2_000 : false),
  });
}

export function useRefreshDocuments() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: ['documents'] }), [client]);
}

export const documentsApi = {
  remove: (id: string) => apiFetch<unknown>(`/admin/documents/${id}`, { method: 'DELETE' }),
  reprocess: (id: string) => apiFetch<unknown>(`/admin/documents/${id}/reprocess`, { method: 'POST' }),
};

/** One document's fields, text and passages, refreshed while the background job works on it. */
export function useDocumentDetail(id: string) {
  return useQuery({
    queryKey: ['document', id],
    queryFn: () => apiFetch<DocumentDetail>(`/admin/documents/${id}`),
    refetchInterval: (q) => (q.state.data && waiting(q.state.data.status) ? 1500 : false),
  });
}
