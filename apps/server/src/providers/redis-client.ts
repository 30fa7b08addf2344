import { Redis } from 'ioredis';

/**
 * A Redis connection that fails fast: a command waits for at most one reconnect attempt, so a Redis outage
 * makes cache reads miss and limits open instead of hanging chat requests.
 */
export function connectRedis(url: string, onError?: (err: unknown) => void): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let reported = false;
  redis.on('error', (err) => {
    // One report per outage is enough; ioredis emits an error on every reconnect attempt.
    if (!reported) onError?.(err);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
