import type { MiddlewareHandler } from 'hono';

/**
 * Counts requests being handled, so shutdown can wait for handlers that are still working (closing the HTTP
 * server alone only waits for open connections, and a client may hang up while its handler still writes).
 */
export class InFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  readonly middleware: MiddlewareHandler = async (_c, next) => {
    this.count++;
    try {
      await next();
    } finally {
      this.count--;
      if (this.count === 0) for (const resolve of this.waiters.splice(0)) resolve();
    }
  };

  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}
