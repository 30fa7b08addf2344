import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActivityChart,
  BusiestHoursChart,
  ChartCard,
  LanguagesChart,
  OutcomesChart,
  SnapshotsChart,
} from '../../features/admin/analytics/analytics-charts.tsx';
import { useAnalytics } from '../../features/admin/analytics/api/get-analytics.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

export function AnalyticsPage() {
  const [range, setRange] = useState(() => ({
    from: isoDay(Date.now() - 29 * DAY_MS),
    to: isoDay(Date.now()),
  }));
  const { data, isError } = useAnalytics(range);
  const ms = (v: number | null | undefined) => (v === null || v === undefined ? '–' : `${v} ms`);
  const cards = data
    ? [
        { label: 'Sessions', value: data.totalSessions.toLocaleString() },
        { label: 'Messages', value: data.totalMessages.toLocaleString() },
        { label: 'Active users', value: data.activeUsers.toLocaleString() },
        { label: 'Cache hit rate', value: `${data.cacheHitRate}%` },
        { label: 'Response time p50', value: ms(data.responseTime.p50) },
        { label: 'Response time p95', value: ms(data.responseTime.p95) },
      ]
    : [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Analytics</h1>
        <div className="flex flex-wrap gap-3 text-sm">
          <label className="font-medium text-slate-700">
            From{' '}
            <input
              type="date"
              value={range.from}
              max={range.to}
              onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
              className="rounded-lg border border-slate-300 px-2 py-1"
            />
          </label>
          <label className="font-medium text-slate-700">
            To{' '}
            <input
              type="date"
              value={range.to}
              min={range.from}
              onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
              className="rounded-lg border border-slate-300 px-2 py-1"
            />
          </label>
        </div>
      </div>
      {isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          Error loading analytics. Please try refreshing the page.
        </p>
      )}
      {data && (
        <>
          <div className="grid gap-4 sm:grid-cols-3 xl:grid-cols-6">
            {cards.map((c) => (
              <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <p className="text-sm text-slate-500">{c.label}</p>
                <p className="mt-1 text-2xl font-bold text-slate-900" data-testid={`figure-${c.label}`}>
                  {c.value}
                </p>
              </div>
            ))}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartCard title="Sessions and messages per day">
              <ActivityChart data={data} />
            </ChartCard>
            <ChartCard title="Replies by outcome">
              <OutcomesChart data={data} />
            </ChartCard>
            <ChartCard title="Languages">
              <LanguagesChart data={data} />
            </ChartCard>
            <ChartCard title="Busiest hours">
              <BusiestHoursChart data={data} />
            </ChartCard>
            <ChartCard title="Active users and cache hit rate (hourly snapshots)">
              <SnapshotsChart data={data} />
            </ChartCard>
            <section
              className="rounded-xl border border-slate-200 bg-white p-5"
              aria-label="Most frequent unanswered questions"
            >
              <div className="flex items-center justify-between gap-3">
                <h2 className="font-semibold text-slate-900">Most frequent unanswered questions</h2>
                <Link to="/admin/unanswered" className="text-sm text-brand-700 hover:underline">
                  Review unanswered questions
                </Link>
              </div>
              {data.topUnanswered.length === 0 ? (
                <p className="mt-3 text-sm text-slate-500">Every question found an answer in these days.</p>
              ) : (
                <ol className="mt-3 divide-y divide-slate-100 text-sm">
                  {data.topUnanswered.map((q) => (
                    <li key={q.question} className="flex justify-between gap-3 py-2">
                      <span className="min-w-0 truncate">{q.question}</span>
                      <span className="shrink-0 tabular-nums text-slate-500">{q.count}×</span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
