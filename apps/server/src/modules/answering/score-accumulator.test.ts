import { describe, expect, it } from 'vitest';
import { ScoreAccumulator } from './score-accumulator.ts';

describe('score accumulator', () => {
  it('sums per id in first-seen order and starts empty again after a drain', () => {
    const scores = new ScoreAccumulator(10);
    scores.add(7, 0.5);
    scores.add(2, 1);
    scores.add(7, 0.25);
    const first: [number, number][] = [];
    scores.drain((id, score) => first.push([id, score]));
    expect(first).toEqual([
      [7, 0.75],
      [2, 1],
    ]);
    scores.add(2, 3);
    const second: [number, number][] = [];
    scores.drain((id, score) => second.push([id, score]));
    expect(second).toEqual([[2, 3]]);
  });
});
