import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch } from './api-client.ts';

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());
  const schema = z.object({ count: z.number() });

  it('returns an answer that matches the contract schema', async () => {
    answer({ count: 3 });
    expect(await apiFetch('/x', { schema })).toEqual({ count: 3 });
  });

  it('refuses an answer of another shape with a message that says what to do', async () => {
    answer({ count: 'three' });
    const err = await apiFetch('/x', { schema }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('unexpected_response');
    expect((err as ApiError).message).toContain('Reload the page');
  });

  it("turns the server's error into an ApiError with its code and message", async () => {
    answer({ error: { code: 'not_found', message: 'FAQ not found' } }, 404);
    const err = (await apiFetch('/x', { schema }).catch((e: unknown) => e)) as ApiError;
    expect([err.status, err.code, err.message]).toEqual([404, 'not_found', 'FAQ not found']);
  });
});
