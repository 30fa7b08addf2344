import { z } from 'zod';

/**
 * What the analytics read from chat messages (and the sessions started) over some time, in a form that adds
 * up: the figures of a range
 * are the sum of those of its days. Percentiles and the top unanswered questions cannot be added, so their
 * inputs are kept instead (each distinct response time with its count; each question group with its count).
 */
export const messageAggregateSchema = z.object({
  /** Sessions created, per UTC day, and the sum of their durations (last activity - creation) in ms. */
  sessions: z.number().int(),
  sessionsPerDay: z.record(z.string(), z.number().int()),
  sessionMs: z.number(),
  messages: z.number().int(),
  /** Messages per UTC day, 'YYYY-MM-DD' -> count. */
  perDay: z.record(z.string(), z.number().int()),
  /** Visitor messages by language and by UTC hour. */
  languages: z.record(z.string(), z.number().int()),
  hours: z.record(z.string(), z.number().int()),
  replies: z.number().int(),
  cached: z.number().int(),
  answered: z.number().int(),
  clarified: z.number().int(),
  notFound: z.number().int(),
  fromDocuments: z.number().int(),
  fromLlm: z.number().int(),
  /** [response time in ms, how many replies took it]. */
  responseTimes: z.array(z.tuple([z.number(), z.number().int()])),
  /** [lower(trim(question)), the question as first worded (SQL min), count] of replies that found no answer. */
  unanswered: z.array(z.tuple([z.string(), z.string(), z.number().int()])),
});
export type MessageAggregate = z.infer<typeof messageAggregateSchema>;

export const emptyAggregate = (): MessageAggregate => ({
  sessions: 0,
  sessionsPerDay: {},
  sessionMs: 0,
  messages: 0,
  perDay: {},
  languages: {},
  hours: {},
  replies: 0,
  cached: 0,
  answered: 0,
  clarified: 0,
  notFound: 0,
  fromDocuments: 0,
  fromLlm: 0,
  responseTimes: [],
  unanswered: [],
});

function addCounts(into: Record<string, number>, from: Record<string, number>): void {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
}

const COUNTERS = [
  'sessions',
  'sessionMs',
  'messages',
  'replies',
  'cached',
  'answered',
  'clarified',
  'notFound',
  'fromDocuments',
  'fromLlm',
] as const;

/** The sum of the aggregates. Unanswered groups are concatenated: their SQL collation decides the merge. */
export function mergeAggregates(parts: MessageAggregate[]): MessageAggregate {
  const total = emptyAggregate();
  const times = new Map<number, number>();
  for (const part of parts) {
    for (const key of COUNTERS) total[key] += part[key];
    addCounts(total.sessionsPerDay, part.sessionsPerDay);
    addCounts(total.perDay, part.perDay);
    addCounts(total.languages, part.languages);
    addCounts(total.hours, part.hours);
    for (const [ms, n] of part.responseTimes) times.set(ms, (times.get(ms) ?? 0) + n);
    total.unanswered.push(...part.unanswered);
  }
  total.responseTimes = [...times].sort((a, b) => a[0] - b[0]);
  return total;
}

/**
 * PostgreSQL's percentile_cont over the values given as sorted [value, count] pairs: the value at position
 * p * (n - 1), interpolated between its neighbours. Null without values.
 */
export function percentileCont(sorted: [number, number][], p: number): number | null {
  const n = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (n === 0) return null;
  const position = p * (n - 1);
  const lowRow = Math.floor(position);
  const highRow = Math.ceil(position);
  const valueAt = (row: number): number => {
    let seen = 0;
    for (const [value, count] of sorted) {
      seen += count;
      if (row < seen) return value;
    }
    return sorted.at(-1)?.[0] ?? 0;
  };
  const low = valueAt(lowRow);
  return lowRow === highRow ? low : low + (valueAt(highRow) - low) * (position - lowRow);
}
