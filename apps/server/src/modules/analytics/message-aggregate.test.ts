import { describe, expect, it } from 'vitest';
import { DAY_MS, splitRange } from './day-spans.ts';
import { emptyAggregate, mergeAggregates, percentileCont } from './message-aggregate.ts';

describe('message aggregates', () => {
  it('computes percentile_cont from value counts as PostgreSQL does', () => {
    // The values 10, 20, 30, 30, 40: positions 2 and 3.8 of 0..4.
    const values: [number, number][] = [
      [10, 1],
      [20, 1],
      [30, 2],
      [40, 1],
    ];
    expect(percentileCont(values, 0.5)).toBe(30);
    expect(percentileCont(values, 0.95)).toBeCloseTo(38, 10);
    expect(percentileCont([[7, 1]], 0.95)).toBe(7);
    expect(percentileCont([], 0.5)).toBeNull();
  });

  it('adds counts, merges response times by value and keeps every unanswered group', () => {
    const a = { ...emptyAggregate(), messages: 2, perDay: { '2026-03-01': 2 }, languages: { en: 1 } };
    const b = { ...emptyAggregate(), messages: 3, perDay: { '2026-03-02': 3 }, languages: { en: 1, fr: 2 } };
    a.responseTimes = [[20, 1]];
    b.responseTimes = [
      [10, 1],
      [20, 2],
    ];
    a.unanswered = [['boats?', 'Boats?', 1]];
    b.unanswered = [['boats?', 'boats?', 2]];
    expect(mergeAggregates([a, b])).toMatchObject({
      messages: 5,
      perDay: { '2026-03-01': 2, '2026-03-02': 3 },
      languages: { en: 2, fr: 2 },
      responseTimes: [
        [10, 1],
        [20, 3],
      ],
      unanswered: [
        ['boats?', 'Boats?', 1],
        ['boats?', 'boats?', 2],
      ],
    });
  });
});

describe('splitRange', () => {
  const at = (iso: string) => new Date(iso);
  it('reads rolled-up whole days from their rows and the rest, joined, from the messages', () => {
    const split = splitRange(
      { from: at('2026-03-01T06:00:00Z'), to: at('2026-03-08T00:00:00Z') },
      at('2026-03-06T00:00:00Z'),
      new Set(['2026-03-02', '2026-03-04', '2026-03-06']),
    );
    expect(split.days).toEqual(['2026-03-02', '2026-03-04']);
    expect(split.live).toEqual([
      { from: at('2026-03-01T06:00:00Z'), to: at('2026-03-02T00:00:00Z') },
      { from: at('2026-03-03T00:00:00Z'), to: at('2026-03-04T00:00:00Z') },
      { from: at('2026-03-05T00:00:00Z'), to: at('2026-03-08T00:00:00Z') },
    ]);
  });

  it('reads everything from the messages when no day is rolled up', () => {
    const range = {
      from: at('2026-03-01T00:00:00Z'),
      to: new Date(at('2026-03-01T00:00:00Z').getTime() + 3 * DAY_MS),
    };
    expect(splitRange(range, at('2026-03-10T00:00:00Z'), new Set())).toEqual({ days: [], live: [range] });
  });
});
