import { describe, expect, it } from 'vitest';
import { sendWithRetry } from './send-with-retry.ts';

describe('sendWithRetry', () => {
  it('retries after 1, 2 and 3 seconds with the attempt number, then gives up', async () => {
    const waits: number[] = [];
    const attempts: number[] = [];
    await expect(
      sendWithRetry(
        async (attempt) => {
          attempts.push(attempt);
          throw new Error('network down');
        },
        { statusOf: () => undefined, sleep: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toThrow('network down');
    expect(attempts).toEqual([0, 1, 2, 3]);
    expect(waits).toEqual([1000, 2000, 3000]);
  });

  it('stops at once on a client error and returns the first success', async () => {
    let calls = 0;
    await expect(
      sendWithRetry(
        async () => {
          calls++;
          throw Object.assign(new Error('bad'), { status: 400 });
        },
        { statusOf: (e) => (e as { status: number }).status, sleep: async () => {} },
      ),
    ).rejects.toThrow('bad');
    expect(calls).toBe(1);
    const value = await sendWithRetry(
      async (attempt) => {
        if (attempt < 2) throw new Error('flaky');
        return 'ok';
      },
      { statusOf: () => 503, sleep: async () => {} },
    );
    expect(value).toBe('ok');
  });
});
