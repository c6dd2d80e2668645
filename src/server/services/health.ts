import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Asks the database the smallest question: throws if it cannot answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
