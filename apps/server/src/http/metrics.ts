import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the scrape-time gauges read: queue depth from the jobs table, database round trip from a ping. */
export interface MetricsSources {
  jobCounts(): Promise<{ status: string; count: number }[]>;
  pingDatabase(): Promise<void>;
  databaseKind: 'pglite' | 'postgres';
  /** Connections the driver may open (1 for PGlite, which runs one query at a time). */
  poolSize: number;
}

/**
 * Parley's Prometheus metrics, one registry per app (tests build several apps in one process). Counters are
 * moved by the code that knows the event; gauges are read when Prometheus scrapes.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = this.counter(
    'parley_http_requests_total',
    'HTTP requests by method, route pattern and status code',
    ['method', 'route', 'status'],
  );
  readonly httpDuration = new Histogram({
    name: 'parley_http_request_duration_seconds',
    help: 'HTTP request latency by method and route pattern (until the response headers)',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly chatReplies = this.counter(
    'parley_chat_replies_total',
    'Chat replies by outcome (answered, clarification, not_found, ..., failed)',
    ['outcome'],
  );
  readonly cacheLookups = this.counter(
    'parley_answer_cache_lookups_total',
    'Answer cache lookups by result (hit or miss)',
    ['result'],
  );
  readonly rateLimited = this.counter(
    'parley_rate_limit_refusals_total',
    'Requests refused with 429 by a rate limit or the sign-in throttle, by route pattern',
    ['route'],
  );
  readonly jobFailures = this.counter(
    'parley_job_failures_total',
    'Failed job attempts by type; final="true" when the job gave up',
    ['type', 'final'],
  );

  private counter<L extends string>(name: string, help: string, labelNames: L[]) {
    return new Counter<L>({ name, help, labelNames, registers: [this.registry] });
  }

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'parley_' });
    new Gauge({
      name: 'parley_jobs',
      help: 'Jobs in the durable queue by status (queued, running, failed)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const status of ['queued', 'running', 'failed']) this.set({ status }, 0);
        for (const row of await sources.jobCounts()) this.set({ status: row.status }, row.count);
      },
    });
    new Gauge({
      name: 'parley_database_pool_size',
      help: 'Connections the database driver may open',
      labelNames: ['database'] as const,
      registers: [this.registry],
      collect() {
        this.set({ database: sources.databaseKind }, sources.poolSize);
      },
    });
    new Gauge({
      name: 'parley_database_ping_seconds',
      help: 'Round trip of one trivial query at scrape time, waiting for the pool included (-1 when it fails)',
      registers: [this.registry],
      async collect() {
        const started = performance.now();
        try {
          await sources.pingDatabase();
          this.set((performance.now() - started) / 1000);
        } catch {
          this.set(-1);
        }
      },
    });
  }
}
