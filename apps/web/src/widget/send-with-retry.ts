/** The spec's send retries: up to 3 more attempts after 1 s, 2 s and 3 s. */
export const RETRY_DELAYS_MS = [1000, 2000, 3000] as const;

/** Errors that a retry cannot fix (bad input, unknown session, rate limit) are thrown at once. */
export function isRetryable(status: number | undefined): boolean {
  return status === undefined || status >= 500;
}

export async function sendWithRetry<T>(
  send: (attempt: number) => Promise<T>,
  options: { statusOf: (err: unknown) => number | undefined; sleep?: (ms: number) => Promise<void> },
): Promise<T> {
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(attempt);
    } catch (err) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isRetryable(options.statusOf(err))) throw err;
      await sleep(delay);
    }
  }
}
