import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, jsonRequest, type TestApp } from '../test-app.ts';

const TOKEN = 'metrics-token-0123456789';

/** The value of one series in Prometheus text format (0 when absent). */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      METRICS_TOKEN: TOKEN,
      METRICS_ALLOW: '203.0.113.0/24',
      TRUST_PROXY: 'true',
    });
    const settings = t.settings.get();
    await t.settings.save({ ...settings, security: { ...settings.security, maxRequestsPerMinute: 3 } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  it('is refused without the token or an allowed address: 404, or 401 for a wrong token', async () => {
    expect((await t.app.request('/metrics')).status).toBe(404);
    expect((await t.app.request('/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(
      401,
    );
    const outsider = { 'x-forwarded-for': '198.51.100.9' };
    expect((await t.app.request('/metrics', { headers: outsider })).status).toBe(404);
    // A forged first entry does not pass: the client is the right-most address the proxy added.
    const forged = { 'x-forwarded-for': '203.0.113.5, 198.51.100.9' };
    expect((await t.app.request('/metrics', { headers: forged })).status).toBe(404);
    const allowed = await t.app.request('/metrics', { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('parley_process_resident_memory_bytes');
  });

  it('counts requests by route pattern, chat replies by outcome, cache lookups and rate-limit refusals', async () => {
    const before = await scrape();
    const visitor = { 'x-forwarded-for': '192.0.2.44' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.request(
        '/api/v1/chat',
        jsonRequest('POST', { message: 'Where is my parcel?' }, visitor),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    await t.app.request('/api/v1/chat/sessions/11111111-2222-3333-4444-555555555555', {
      headers: { 'x-forwarded-for': '192.0.2.45' },
    });
    const after = await scrape();

    const chatRoute = { method: 'POST', route: '/api/v1/chat', status: '200' };
    expect(
      seriesValue(after, 'parley_http_requests_total', chatRoute) -
        seriesValue(before, 'parley_http_requests_total', chatRoute),
    ).toBe(3);
    // The refused request stopped in the limiter's middleware, so it counts under that pattern (/api/v1/*).
    expect(
      seriesValue(after, 'parley_http_request_duration_seconds_count', { route: '/api/v1/chat' }),
    ).toBeGreaterThanOrEqual(3);
    expect(after).toContain('route="/api/v1/chat/sessions/:id"');
    expect(after).not.toContain('11111111-2222');
    const replies = (text: string) =>
      seriesValue(text, 'parley_chat_replies_total', { outcome: 'not_found' });
    expect(replies(after) - replies(before)).toBe(3);
    const lookups = (text: string, result: string) =>
      seriesValue(text, 'parley_answer_cache_lookups_total', { result });
    expect(
      lookups(after, 'hit') + lookups(after, 'miss') - lookups(before, 'hit') - lookups(before, 'miss'),
    ).toBe(3);
    expect(seriesValue(after, 'parley_rate_limit_refusals_total', { route: '/api/v1/*' })).toBe(1);
    expect(seriesValue(after, 'parley_database_pool_size', { database: 'pglite' })).toBe(1);
    expect(seriesValue(after, 'parley_database_ping_seconds')).toBeGreaterThan(0);
  });

  it('shows the job queue depth and counts failed job attempts', async () => {
    t.services.jobs.define('always-fails', {
      payload: z.object({}),
      maxAttempts: 3,
      run: async () => {
        throw new Error('broken on purpose');
      },
    });
    await t.services.jobs.enqueue('always-fails', {}, { delayMs: 60_000 });
    expect(seriesValue(await scrape(), 'parley_jobs', { status: 'queued' })).toBeGreaterThanOrEqual(1);
    await t.services.jobs.enqueue('always-fails', {});
    while (await t.services.jobs.runOnce()) {
      // runs the due job's first attempt; its retry is scheduled later
    }
    const text = await scrape();
    expect(seriesValue(text, 'parley_job_failures_total', { type: 'always-fails', final: 'false' })).toBe(1);
  });
});

describe('/metrics when neither METRICS_TOKEN nor METRICS_ALLOW is set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('does not exist for anyone', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}` },
      { 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of attempts) expect((await t.app.request('/metrics', { headers })).status).toBe(404);
  });
});
