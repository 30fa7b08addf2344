import { expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

it('shows milliseconds as hours, minutes and seconds', () => {
  expect(formatDuration(0)).toBe('0s');
  expect(formatDuration(59_400)).toBe('59s');
  expect(formatDuration(61_000)).toBe('1m 1s');
  expect(formatDuration(3_723_000)).toBe('1h 2m 3s');
  expect(formatDuration(-5)).toBe('0s');
});
