import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Actor, AuditLog } from './audit.ts';

/**
 * A page of the outbox, newest first, for an administrator. Reading it is recorded: the mail of
 * others. Secrets in it are withheld when it is written (services/mail.ts).
 */
export async function readOutbox(
  db: Database,
  audit: AuditLog,
  actor: Actor,
  { page, pageSize }: { page: number; pageSize: number },
) {
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
