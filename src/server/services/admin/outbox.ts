import { desc } from 'drizzle-orm';
import type { AdminListQuery } from '../../../domain/admin.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Actor, AuditLog } from './audit.ts';

/**
 * The outbox as an administrator reads it: the mail kept when no SMTP server is set, newest
 * first. Secrets in it were withheld when it was kept (services/mail.ts).
 */
export function createAdminOutbox({ db, audit }: { db: Database; audit: AuditLog }) {
  /** A page of messages; the reading is recorded in the audit log: it is the mail of others. */
  async function read(actor: Actor, { page, pageSize }: Pick<AdminListQuery, 'page' | 'pageSize'>) {
    const rows = await db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        html: outbox.html,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    await audit.record(db, actor, {
      action: 'outbox.read',
      targetType: 'outbox',
      targetId: `page ${page}`,
      after: { messageIds: rows.map((row) => row.id) },
    });
    return rows.map((row) => ({ ...row, createdAt: row.createdAt?.toISOString() ?? null }));
  }

  return { read };
}

export type AdminOutbox = ReturnType<typeof createAdminOutbox>;
