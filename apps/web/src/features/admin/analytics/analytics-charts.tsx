import '../charts-on-preact.ts';
import type { Analytics } from '@parley/contract/analytics';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const COLORS = ['#2563eb', '#16a34a', '#f59e0b', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d'];

export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5" aria-label={title}>
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 h-64" data-testid={`chart-${title}`}>
        {children}
      </div>
    </section>
  );
}

/** Sessions and messages per day on one time axis (days without any are shown as 0). */
export function ActivityChart({ data }: { data: Analytics }) {
  const days = new Map<string, { day: string; sessions: number; messages: number }>();
  const day = (d: string) => days.get(d) ?? { day: d, sessions: 0, messages: 0 };
  for (const s of data.sessionsPerDay) days.set(s.day, { ...day(s.day), sessions: s.count });
  for (const m of data.messagesPerDay) days.set(m.day, { ...day(m.day), messages: m.count });
  const rows = [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="day" fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip />
        <Legend />
        <Bar dataKey="sessions" name="Sessions" fill={COLORS[0]} isAnimationActive={false} />
        <Bar dataKey="messages" name="Messages" fill={COLORS[1]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function LanguagesChart({ data }: { data: Analytics }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          data={data.languages}
          dataKey="count"
          nameKey="language"
          outerRadius={90}
          label={({ name }) => String(name).toUpperCase()}
          isAnimationActive={false}
        >
          {data.languages.map((l, i) => (
            <Cell key={l.language} fill={COLORS[i % COLORS.length]} />
          ))}
        </Pie>
        <Tooltip />
      </PieChart>
    </ResponsiveContainer>
  );
}

export function OutcomesChart({ data }: { data: Analytics }) {
  const o = data.outcomes;
  const rows = [
    { label: 'Answered', count: o.answered },
    { label: 'Clarified', count: o.clarified },
    { label: 'Not found', count: o.notFound },
    { label: 'From documents', count: o.fromDocuments },
    { label: 'From the LLM', count: o.fromLlm },
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        {/* Tilted, so that five labels fit a half-width card without running into each other. */}
        <XAxis dataKey="label" fontSize={11} interval={0} angle={-20} textAnchor="end" height={48} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip />
        <Bar dataKey="count" name="Replies" isAnimationActive={false}>
          {rows.map((r, i) => (
            <Cell key={r.label} fill={COLORS[i % COLORS.length]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export function BusiestHoursChart({ data }: { data: Analytics }) {
  const counts = new Map(data.busiestHours.map((h) => [h.hour, h.count]));
  const rows = Array.from({ length: 24 }, (_, hour) => ({ hour: `${hour}h`, count: counts.get(hour) ?? 0 }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="hour" fontSize={11} interval={1} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip />
        <Bar dataKey="count" name="Visitor messages (UTC)" fill={COLORS[0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Active users and cache hit rate from the hourly snapshots. */
export function SnapshotsChart({ data }: { data: Analytics }) {
  const rows = data.snapshots.map((s) => ({ ...s, time: new Date(s.timestamp).toLocaleString() }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="time" fontSize={11} />
        <YAxis yAxisId="users" allowDecimals={false} fontSize={12} />
        <YAxis yAxisId="rate" orientation="right" unit="%" domain={[0, 100]} fontSize={12} />
        <Tooltip />
        <Legend />
        <Line yAxisId="users" dataKey="activeUsers" name="Active users" stroke={COLORS[0]} strokeWidth={2} />
        <Line
          yAxisId="rate"
          dataKey="cacheHitRate"
          name="Cache hit rate"
          stroke={COLORS[2]}
          strokeWidth={2}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
