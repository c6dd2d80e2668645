import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { processedWebhooks } from '../db/schema/index.ts';

/** Records a provider's event as being processed: false if it was already (a retry, a replay). */
export async function claimWebhookEvent(
  db: Database,
  event: { id: string; type: string },
): Promise<boolean> {
  const claimed = await db
    .insert(processedWebhooks)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning();
  return claimed.length > 0;
}

/** Forgets an event whose work failed, so the provider's retry can do it again. */
export async function forgetWebhookEvent(db: Database, eventId: string): Promise<void> {
  await db.delete(processedWebhooks).where(eq(processedWebhooks.eventId, eventId));
}
