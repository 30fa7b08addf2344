import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminChatSession } from '../../../../../packages/contract/src/chat-admin.ts';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import {
  downloadSession,
  filterParams,
  NO_FILTERS,
  type SessionFilters,
  useAnalyticsSummary,
  useChatSessions,
} from '../../features/admin/chat-management/chat-sessions-api.ts';
import { formatDuration } from '../../features/admin/chat-management/format-duration.ts';
import { SessionDetailsModal } from '../../features/admin/chat-management/session-details-modal.tsx';
import { SessionFiltersModal } from '../../features/admin/chat-management/session-filters-modal.tsx';
import { apiFetch } from '../../lib/api-client.ts';

interface PublicSettings {
  chatbot: { languages: { code: string; name: string }[] };
}

const STATUS_STYLES: Record<AdminChatSession['status'], string> = {
  active: 'bg-green-100 text-green-800',
  archived: 'bg-slate-200 text-slate-700',
  expired: 'bg-amber-100 text-amber-800',
};
const shortDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
const button = 'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50';
const activeFilterCount = (f: SessionFilters) =>
  Object.entries(f).filter(([k, v]) => v !== NO_FILTERS[k as keyof SessionFilters]).length;

export function ChatManagementPage() {
  const client = useQueryClient();
  const { flashes, show } = useFlash();
  const [filters, setFilters] = useState<SessionFilters>(NO_FILTERS);
  const [filtering, setFiltering] = useState(false);
  const [viewing, setViewing] = useState<string | undefined>();
  const stats = useAnalyticsSummary();
  const sessions = useChatSessions(filters);
  const settings = useQuery({
    queryKey: ['settings-public'],
    queryFn: () => apiFetch<PublicSettings>('/settings/public'),
  });
  useEffect(() => {
    if (sessions.isError) show('error', 'Failed to load sessions');
  }, [sessions.isError, show]);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['chat-sessions'] }),
      client.invalidateQueries({ queryKey: ['analytics'] }),
    ]);

  async function act(run: () => Promise<unknown>, success: string, failure: string) {
    try {
      await run();
      show('success', success);
      await refresh();
    } catch {
      show('error', failure);
    }
  }
  const archive = (id: string) => {
    if (!window.confirm('Are you sure you want to archive this session?')) return;
    void act(
      () => apiFetch(`/admin/chat-sessions/${id}/archive`, { method: 'POST' }),
      'Session archived successfully',
      'Failed to archive session',
    );
  };
  const remove = (id: string) => {
    if (!window.confirm('Are you sure you want to delete this session?')) return;
    void act(
      () => apiFetch(`/admin/chat-sessions/${id}`, { method: 'DELETE' }),
      'Session deleted successfully',
      'Failed to delete session',
    );
  };
  const clearExpired = () =>
    act(
      () => apiFetch('/admin/chat-sessions/clear-expired', { method: 'POST' }),
      'Expired sessions cleared',
      'Failed to clear expired sessions',
    );
  const exportSession = async (id: string) => {
    try {
      await downloadSession(id);
      show('success', 'Session exported successfully');
    } catch {
      show('error', 'Failed to export session');
    }
  };

  const s = stats.data;
  const cards = [
    { label: 'Total Sessions', value: s?.totalSessions.toLocaleString() },
    { label: 'Active Sessions', value: s?.activeSessions.toLocaleString() },
    { label: 'Total Messages', value: s?.totalMessages.toLocaleString() },
    { label: 'Avg. Session Duration', value: s ? formatDuration(s.avgSessionDuration) : undefined },
  ];
  const rows = sessions.data?.pages.flatMap((p) => p.items) ?? [];
  const filterCount = activeFilterCount(filters);

  return (
    <div className="space-y-4">
      <FlashList flashes={flashes} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Chat Management</h1>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={() => setFiltering(true)}>
            Filters{filterCount > 0 ? ` (${filterCount})` : ''}
          </button>
          <a
            className={button}
            href={`/api/v1/admin/chat-sessions/export.csv?${filterParams(filters)}`}
            download
          >
            Export CSV
          </a>
          <button type="button" className={button} onClick={() => void refresh()}>
            Refresh
          </button>
          <button
            type="button"
            className="rounded-lg bg-red-600 px-3 py-2 text-sm font-semibold text-white hover:bg-red-700"
            onClick={() => void clearExpired()}
          >
            Clear Expired Sessions
          </button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((c) => (
          <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm text-slate-500">{c.label}</p>
            <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={`stat-${c.label}`}>
              {c.value ?? '…'}
            </p>
          </div>
        ))}
      </div>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="table-sticky-actions w-full text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-start font-semibold text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-3 text-start">
                Session
              </th>
              <th scope="col" className="px-3 py-3 text-start">
                Status
              </th>
              <th scope="col" className="px-3 py-3 text-start">
                Language
              </th>
              <th scope="col" className="px-3 py-3 text-end">
                Messages
              </th>
              <th scope="col" className="px-3 py-3 text-start">
                Created At
              </th>
              <th scope="col" className="px-3 py-3 text-start">
                Last Activity
              </th>
              <th scope="col" className="px-3 py-3 text-end">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} data-testid="session-row">
                <td className="px-3 py-3">
                  <p className="font-mono text-xs text-slate-900" title={row.id}>
                    {row.id.slice(0, 12)}…
                  </p>
                  <p className="text-xs text-slate-500">{row.userId}</p>
                </td>
                <td className="px-3 py-3">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium capitalize ${STATUS_STYLES[row.status]}`}
                  >
                    {row.status}
                  </span>
                </td>
                <td className="px-3 py-3 uppercase text-slate-600">{row.language}</td>
                <td className="px-3 py-3 text-end tabular-nums">{row.messageCount}</td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-600">{shortDate(row.createdAt)}</td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-600">{shortDate(row.lastActivity)}</td>
                <td className="whitespace-nowrap px-3 py-3 text-end">
                  <button
                    type="button"
                    onClick={() => setViewing(row.id)}
                    className="me-3 font-medium text-brand-700 hover:underline"
                  >
                    View
                  </button>
                  <button
                    type="button"
                    onClick={() => void exportSession(row.id)}
                    className="me-3 font-medium text-brand-700 hover:underline"
                  >
                    Export
                  </button>
                  <button
                    type="button"
                    onClick={() => archive(row.id)}
                    disabled={row.status === 'archived'}
                    className="me-3 font-medium text-slate-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-300 disabled:no-underline"
                  >
                    Archive
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(row.id)}
                    className="font-medium text-red-700 hover:underline"
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
            {sessions.isSuccess && rows.length === 0 && (
              <tr>
                <td colSpan={7} className="px-4 py-8 text-center text-slate-500">
                  No sessions found.
                </td>
              </tr>
            )}
            {sessions.isPending && (
              <tr>
                <td colSpan={7} className="px-4 py-8 text-center text-slate-500">
                  Loading…
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {sessions.hasNextPage && (
        <div className="flex justify-center">
          <button
            type="button"
            className={button}
            disabled={sessions.isFetchingNextPage}
            onClick={() => void sessions.fetchNextPage()}
          >
            {sessions.isFetchingNextPage ? 'Loading…' : 'Load More'}
          </button>
        </div>
      )}
      {filtering && (
        <SessionFiltersModal
          initial={filters}
          languages={settings.data?.chatbot.languages ?? []}
          onApply={(next) => {
            setFilters(next);
            setFiltering(false);
          }}
          onClose={() => setFiltering(false)}
        />
      )}
      {viewing && <SessionDetailsModal id={viewing} onClose={() => setViewing(undefined)} />}
    </div>
  );
}
