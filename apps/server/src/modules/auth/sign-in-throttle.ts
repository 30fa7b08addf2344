import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInThrottle } from '../../db/schema.ts';

/** Failures allowed before waits begin, and the longest wait, for one account and for one address. */
const ACCOUNT = { free: 5, firstWaitSeconds: 5, maxWaitSeconds: 60 };
const ADDRESS = { free: 10, firstWaitSeconds: 5, maxWaitSeconds: 60 };
const QUIET_MINUTES = 15;

type Rule = typeof ACCOUNT;

/**
 * Progressive delays for email sign-in, per account (whatever the address) and per address (whatever the
 * account). Every attempt counts as a failure when it starts, so simultaneous guesses cannot slip past a
 * wait; a success takes its count back. The owner is never locked out: the wait is at most a minute, and a
 * successful sign-in or password reset clears the account's count.
 */
export class SignInThrottle {
  constructor(private readonly db: Db) {}

  /** Counts an attempt on the account from the address; the seconds to wait when it may not go ahead. */
  async begin(
    email: string,
    address: string,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const account = `account:${email}`;
    const from = `address:${address}`;
    const accountWait = await this.claim(account, ACCOUNT);
    if (accountWait > 0) return { allowed: false, retryAfterSeconds: accountWait };
    const addressWait = await this.claim(from, ADDRESS);
    if (addressWait > 0) {
      await this.takeBack(account);
      return { allowed: false, retryAfterSeconds: addressWait };
    }
    return { allowed: true };
  }

  /** The password was right: the account starts afresh and the address gets this attempt back. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.unlock(email);
    await this.takeBack(`address:${address}`);
  }

  /** After a successful password reset, or a sign-in: no wait remains on the account. */
  async unlock(email: string): Promise<void> {
    await this.db.delete(signInThrottle).where(eq(signInThrottle.key, `account:${email}`));
  }

  /** Adds a failure unless a wait is running; returns the seconds left of a running wait, else 0. */
  private async claim(key: string, rule: Rule): Promise<number> {
    const failures = sql`case when ${signInThrottle.updatedAt} < now() - ${sql.raw(`interval '${QUIET_MINUTES} minutes'`)} then 1 else ${signInThrottle.failures} + 1 end`;
    const [claimed] = await this.db
      .insert(signInThrottle)
      .values({ key, failures: 1, retryAt: sql`now()`, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: signInThrottle.key,
        set: {
          failures,
          retryAt: sql`now() + ${waitSeconds(failures, rule)} * interval '1 second'`,
          updatedAt: sql`now()`,
        },
        setWhere: lte(signInThrottle.retryAt, sql`now()`),
      })
      .returning({ failures: signInThrottle.failures });
    if (claimed) return 0;
    const [running] = await this.db
      .select({ left: sql<number>`extract(epoch from (${signInThrottle.retryAt} - now()))` })
      .from(signInThrottle)
      .where(eq(signInThrottle.key, key));
    return Math.max(1, Math.ceil(Number(running?.left ?? 1)));
  }

  private async takeBack(key: string): Promise<void> {
    await this.db
      .update(signInThrottle)
      .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
      .where(eq(signInThrottle.key, key));
  }
}

/** 0 until `free` failures, then the first wait, doubling per failure, capped. */
function waitSeconds(failures: ReturnType<typeof sql>, rule: Rule) {
  const free = sql.raw(String(rule.free));
  return sql`case when ${failures} < ${free} then 0 else least(${sql.raw(String(rule.firstWaitSeconds))} * power(2, ${failures} - ${free}), ${sql.raw(String(rule.maxWaitSeconds))}) end`;
}
