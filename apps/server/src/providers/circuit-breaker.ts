/**
 * Stops calling a failing dependency for a while. Closed: calls go through, and `threshold` failures in a
 * row open it. Open: calls go straight to the fallback until `cooldownMs` has passed; then one trial call
 * decides whether it closes again (the others keep using the fallback meanwhile).
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | undefined;
  private trialRunning = false;

  constructor(
    private readonly options: {
      threshold?: number;
      cooldownMs?: number;
      now?: () => number;
      onOpen?: (err: unknown) => void;
      onClose?: () => void;
    } = {},
  ) {}

  /** Whether calls currently bypass the dependency. */
  get open(): boolean {
    return this.openedAt !== undefined;
  }

  async run<T>(call: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    const now = this.options.now ?? Date.now;
    let trial = false;
    if (this.openedAt !== undefined) {
      if (this.trialRunning || now() - this.openedAt < (this.options.cooldownMs ?? 5000)) return fallback();
      trial = true;
      this.trialRunning = true;
    }
    try {
      const result = await call();
      this.failures = 0;
      if (this.openedAt !== undefined) {
        this.openedAt = undefined;
        this.options.onClose?.();
      }
      return result;
    } catch (err) {
      this.failures++;
      if (trial) this.openedAt = now();
      else if (this.openedAt === undefined && this.failures >= (this.options.threshold ?? 3)) {
        this.openedAt = now();
        this.options.onOpen?.(err);
      }
      return fallback();
    } finally {
      if (trial) this.trialRunning = false;
    }
  }
}
