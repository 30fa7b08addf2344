import type { AdminChatSession } from '@parley/contract/chat-admin';
import { useEffect, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { EmptyRow } from '../../components/ui/table.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { useAnalyticsSummary } from '../../features/admin/analytics/api/get-analytics-summary.ts';
import { archiveSession } from '../../features/admin/chat-management/api/archive-session.ts';
import { clearExpiredSessions } from '../../features/admin/chat-management/api/clear-expired-sessions.ts';
import { deleteSession } from '../../features/admin/chat-management/api/delete-session.ts';
import { downloadSession } from '../../features/admin/chat-management/api/download-session.ts';
import { useChatSessions } from '../../features/admin/chat-management/api/get-chat-sessions.ts';
import { formatDuration } from '../../features/admin/chat-management/format-duration.ts';
import { SessionDetailsModal } from '../../features/admin/chat-management/session-details-modal.tsx';
import {
  filterParams,
  NO_FILTERS,
  type SessionFilters,
} from '../../features/admin/chat-management/session-filters.ts';
import { SessionFiltersModal } from '../../features/admin/chat-management/session-filters-modal.tsx';
import { usePublicSettings } from '../../features/admin/settings/api/get-public-settings.ts';
import { useInvalidate } from '../../lib/use-invalidate.ts';

const STATUS_STYLES: Record<AdminChatSession['status'], string> = {
  active: 'bg-green-100 text-green-800',
  archived: 'bg-slate-200 text-slate-700',
  expired: 'bg-amber-100 text-amber-800',
};
const shortDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
const activeFilterCount = (f: SessionFilters) =>
  Object.entries(f).filter(([k, v]) => v !== NO_FILTERS[k as keyof SessionFilters]).length;

export function ChatManagementPage() {
  const { flashes, show } = useFlash();
  const [filters, setFilters] = useState<SessionFilters>(NO_FILTERS);
  const [filtering, setFiltering] = useState(false);
  const [viewing, setViewing] = useState<string | undefined>();
  const stats = useAnalyticsSummary();
  const sessions = useChatSessions(filters);
  const settings = usePublicSettings();
  useEffect(() => {
    if (sessions.isError) show('error', 'Failed to load sessions');
  }, [sessions.isError, show]);

  const refresh = useInvalidate('chat-sessions', 'analytics');

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
    void act(() => archiveSession(id), 'Session archived successfully', 'Failed to archive session');
  };
  const remove = (id: string) => {
    if (!window.confirm('Are you sure you want to delete this session?')) return;
    void act(() => deleteSession(id), 'Session deleted successfully', 'Failed to delete session');
  };
  const clearExpired = () =>
    act(clearExpiredSessions, 'Expired sessions cleared', 'Failed to clear expired sessions');
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
          <Button size="sm" onClick={() => setFiltering(true)}>
            Filters{filterCount > 0 ? ` (${filterCount})` : ''}
          </Button>
          <a
            className={buttonClass('secondary', 'sm')}
            href={`/api/v1/admin/chat-sessions/export.csv?${filterParams(filters)}`}
            download
          >
            Export CSV
          </a>
          <Button size="sm" onClick={() => void refresh()}>
            Refresh
          </Button>
          <Button variant="danger" size="sm" onClick={() => void clearExpired()}>
            Clear Expired Sessions
          </Button>
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
                  <Button variant="link" className="me-3" onClick={() => setViewing(row.id)}>
                    View
                  </Button>
                  <Button variant="link" className="me-3" onClick={() => void exportSession(row.id)}>
                    Export
                  </Button>
                  <button
                    type="button"
                    onClick={() => archive(row.id)}
                    disabled={row.status === 'archived'}
                    className="me-3 font-medium text-slate-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-300 disabled:no-underline"
                  >
                    Archive
                  </button>
                  <Button variant="link-danger" onClick={() => remove(row.id)}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
            {sessions.isSuccess && rows.length === 0 && <EmptyRow columns={7} text="No sessions found." />}
            {sessions.isPending && <EmptyRow columns={7} text="Loading…" />}
          </tbody>
        </table>
      </div>
      {sessions.hasNextPage && (
        <div className="flex justify-center">
          <Button
            size="sm"
            disabled={sessions.isFetchingNextPage}
            onClick={() => void sessions.fetchNextPage()}
          >
            {sessions.isFetchingNextPage ? 'Loading…' : 'Load More'}
          </Button>
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
