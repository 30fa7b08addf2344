import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';

describe('CircuitBreaker', () => {
  it('opens after failures in a row, skips the dependency while open, and closes after a good trial', async () => {
    let clock = 0;
    const breaker = new CircuitBreaker({ threshold: 2, cooldownMs: 1000, now: () => clock });
    let calls = 0;
    let healthy = false;
    const call = async () => {
      calls++;
      if (!healthy) throw new Error('down');
      return 'primary';
    };
    const fallback = async () => 'fallback';
    expect(await breaker.run(call, fallback)).toBe('fallback');
    expect(await breaker.run(call, fallback)).toBe('fallback');
    expect(breaker.open).toBe(true);
    expect(await breaker.run(call, fallback)).toBe('fallback');
    expect(calls).toBe(2);
    healthy = true;
    clock = 1500;
    expect(await breaker.run(call, fallback)).toBe('primary');
    expect(breaker.open).toBe(false);
  });
});
