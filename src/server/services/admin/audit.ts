import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '../../../domain/admin.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like.ts';
import { pageOf, totalOver } from '../../lib/paging.ts';

/** Who made an admin change. */
export type Actor = { id: string; email: string };

/** What a change (or, for the outbox, a reading) was made to. */
export type AuditTarget = 'user' | 'accommodation' | 'booking' | 'outbox';

type Writer = Pick<Database, 'insert'>;

/**
 * The audit log: every administrator's change, with the record before and after. Written in the
 * change's own transaction when it has one; the app has no call that edits or deletes it.
 */
export function createAuditLog({ db, clock }: { db: Database; clock: Clock }) {
  async function record(
    writer: Writer,
    actor: Actor,
    entry: {
      action: string;
      targetType: AuditTarget;
      targetId: string | number;
      before?: unknown;
      after?: unknown;
    },
  ): Promise<void> {
    await writer.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      at: clock.now(),
    });
  }

  async function list(
    query: AdminListQuery & {
      targetType?: AuditTarget | undefined;
      targetId?: string | undefined;
      action?: string | undefined;
    },
  ) {
    const filters: SQL[] = [];
    if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
    if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
    if (query.action) filters.push(eq(auditLog.action, query.action));
    if (query.q) {
      const needle = containsPattern(query.q);
      filters.push(or(ilike(auditLog.actorEmail, needle), ilike(auditLog.targetId, needle))!);
    }
    const where = filters.length ? and(...filters) : undefined;
    const page = await pageOf(
      await db
        .select({ row: auditLog, total: totalOver() })
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      async () => (await db.select({ n: count() }).from(auditLog).where(where))[0]?.n ?? 0,
    );
    return {
      rows: page.rows.map((row) => ({ ...row, at: row.at.toISOString() })),
      total: page.total,
    };
  }

  return { record, list };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
