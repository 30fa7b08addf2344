import '../charts-on-preact.ts';
import type { UnansweredResponse } from '@parley/contract/learning';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const SERIES = [
  { key: 'not_found', name: 'Not found', color: '#dc2626' },
  { key: 'clarification', name: 'Clarifications', color: '#f59e0b' },
  { key: 'picked', name: 'Buttons picked', color: '#4f46e5' },
] as const;

/** Per day: questions answered "not found", clarifications offered, and offered buttons visitors picked. */
export function TimelineChart({ timeline }: { timeline: UnansweredResponse['timeline'] }) {
  return (
    <figure aria-label="Unanswered questions per day" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={timeline} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={12} minTickGap={16} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {SERIES.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
              stackId={s.key === 'picked' ? 'picked' : 'asked'}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
