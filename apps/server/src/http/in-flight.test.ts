import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { InFlight } from './in-flight.ts';

describe('InFlight', () => {
  it('resolves idle() only after running handlers finish', async () => {
    const inFlight = new InFlight();
    let release: () => void = () => {};
    const app = new Hono();
    app.use('*', inFlight.middleware);
    app.get('/slow', async (c) => {
      await new Promise<void>((r) => {
        release = r;
      });
      return c.text('done');
    });
    const response = app.request('/slow');
    await new Promise((r) => setTimeout(r, 10));
    let idle = false;
    const waiting = inFlight.idle().then(() => {
      idle = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(idle).toBe(false);
    release();
    expect(await (await response).text()).toBe('done');
    await waiting;
    expect(idle).toBe(true);
  });
});
