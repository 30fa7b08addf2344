import { Redis } from 'ioredis';

const COMMAND_TIMEOUT_MS = 250;

/**
 * A Redis connection that fails fast: a command that Redis has not answered within COMMAND_TIMEOUT_MS
 * (connected or not) fails and is not retried; callers fall back (see CircuitBreaker). Without the timeout,
 * commands queued through reconnect retries made each chat reply wait 5-12 s during an outage.
 */
export function connectRedis(url: string, onError?: (err: unknown) => void): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
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
