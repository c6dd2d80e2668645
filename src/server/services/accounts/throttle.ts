import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { authThrottle } from '../../db/schema/index.ts';

/** Attempts a key makes at once before each next one waits 2^(n - free) seconds, up to the cap. */
export type ThrottleRule = { free: number; capSeconds: number };

/** A key quiet this long starts again from nothing. */
export const THROTTLE_FORGET_MS = 24 * 3600_000;

export type Reservation =
  | { allowed: true; failures: number; succeededAt: Date | null }
  | { allowed: false; retryAfterSeconds: number };

/** The wait after `failures` attempts, in seconds, as SQL over the row's own count. */
function delaySeconds(rule: ThrottleRule, failures: unknown) {
  return sql`(case when ${failures} < ${sql.raw(String(rule.free))} then 0
    else least(power(2, ${failures} - ${sql.raw(String(rule.free))}), ${sql.raw(String(rule.capSeconds))}) end)`;
}

/** The wait after `failures` attempts, in seconds (the same rule as delaySeconds). */
export function waitAfter(rule: ThrottleRule, failures: number): number {
  return failures < rule.free ? 0 : Math.min(2 ** (failures - rule.free), rule.capSeconds);
}

/**
 * Counts attempts per key in the database, so every server sees them. An attempt is reserved
 * (counted) in one statement before the work it guards runs: concurrent attempts queue on the
 * key's row, and those past the allowance are refused without running.
 */
export function createThrottle({ db, clock }: { db: Database; clock: Clock }) {
  async function reserve(key: string, rule: ThrottleRule): Promise<Reservation> {
    const now = clock.now();
    const forgetBefore = new Date(now.getTime() - THROTTLE_FORGET_MS);
    const row = authThrottle;
    const [reserved] = await db
      .insert(authThrottle)
      .values({ key, failures: 1, lastAt: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${row.lastAt} < ${forgetBefore.toISOString()}::timestamptz then 1
            else ${row.failures} + 1 end`,
          lastAt: now,
        },
        // The row as it is once the attempts before this one are counted: they queue on its lock.
        setWhere: sql`${row.lastAt} + ${delaySeconds(rule, row.failures)} * interval '1 second'
          <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ failures: authThrottle.failures, succeededAt: authThrottle.succeededAt });
    if (reserved) return { allowed: true, ...reserved };
    const [current] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
    const readyAt = current
      ? current.lastAt.getTime() + waitAfter(rule, current.failures) * 1000
      : now.getTime();
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000)),
    };
  }

  /** Gives back a reserved attempt that turned out not to be a failure. */
  async function refund(key: string): Promise<void> {
    await db
      .update(authThrottle)
      .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
      .where(eq(authThrottle.key, key));
  }

  /** The right password from this key's client: its count starts again, and its address is known. */
  async function succeed(key: string): Promise<void> {
    await db
      .update(authThrottle)
      .set({ failures: 0, succeededAt: clock.now() })
      .where(eq(authThrottle.key, key));
  }

  return { reserve, refund, succeed };
}

export type Throttle = ReturnType<typeof createThrottle>;
