import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** A session lasts 30 days from its last renewal; it is renewed once half of that has passed. */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;

type SessionData = { userId: string; createdAt: string };

export type Session = SessionData & { sid: string; expire: Date };

/** The SHA-256 of a secret we hand out: what the tables keep instead of the secret itself. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Sessions in the `sessions` table, so any number of app servers share them. The cookie holds a
 * 256-bit random token; the table holds its digest.
 */
export function createSessionStore({ db, clock }: { db: Database; clock: Clock }) {
  async function create(userId: string): Promise<{ token: string; expire: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expire = new Date(now.getTime() + SESSION_TTL_MS);
    const sess: SessionData = { userId, createdAt: now.toISOString() };
    await db.insert(sessions).values({ sid: digest(token), sess, expire });
    return { token, expire };
  }

  /**
   * The live session of a cookie's token and the active account it signs in, in one query;
   * renewed when half its life has passed. Null for no session, an expired one, or an account
   * deactivated or deleted since.
   */
  async function read(token: string): Promise<{ session: Session; user: UserRow } | null> {
    const sid = digest(token);
    const now = clock.now();
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sql`${sessions.sess}->>'userId'`))
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, now), eq(users.isActive, true)));
    if (!row) return null;
    let expire = row.session.expire;
    if (expire.getTime() - now.getTime() < SESSION_TTL_MS / 2) {
      expire = new Date(now.getTime() + SESSION_TTL_MS);
      await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    }
    return { session: { ...(row.session.sess as SessionData), sid, expire }, user: row.user };
  }

  async function destroy(token: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.sid, digest(token)));
  }

  /** Ends every session of a user, or every one but `keepSid` (a password change keeps its own). */
  async function destroyForUser(userId: string, keepSid?: string): Promise<void> {
    const ofUser = sql`${sessions.sess}->>'userId' = ${userId}`;
    await db.delete(sessions).where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser);
  }

  async function sweep(): Promise<number> {
    const gone = await db
      .delete(sessions)
      .where(lt(sessions.expire, clock.now()))
      .returning({ sid: sessions.sid });
    return gone.length;
  }

  return { create, read, destroy, destroyForUser, sweep };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
