import type { Range } from './analytics-repository.ts';

export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the UTC day holding `at`. */
export const dayKey = (at: Date): string => at.toISOString().slice(0, 10);
export const startOfDay = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/**
 * Splits a range into the whole UTC days before `until` that have a rolled-up row (read from it) and the
 * spans left (read from the messages): a part day at either end, the days from `until` on, and any day not
 * rolled up yet. Adjacent spans are joined so each costs one query.
 */
export function splitRange(
  range: Range,
  until: Date,
  rolled: Set<string>,
): { days: string[]; live: Range[] } {
  const days: string[] = [];
  const live: Range[] = [];
  const addLive = (from: Date, to: Date) => {
    if (from >= to) return;
    const last = live.at(-1);
    if (last && last.to.getTime() === from.getTime()) last.to = to;
    else live.push({ from, to });
  };
  let cursor = range.from;
  let day = new Date(Math.ceil(range.from.getTime() / DAY_MS) * DAY_MS);
  while (day.getTime() + DAY_MS <= Math.min(range.to.getTime(), until.getTime())) {
    const next = new Date(day.getTime() + DAY_MS);
    if (rolled.has(dayKey(day))) {
      addLive(cursor, day);
      days.push(dayKey(day));
      cursor = next;
    }
    day = next;
  }
  addLive(cursor, range.to);
  return { days, live };
}
