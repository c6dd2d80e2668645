import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../db/client.ts';

/** Whether the app can reach its database: what GET /api/health answers. */
export function createHealthCheck({ db, dbKind }: { db: Database; dbKind: DatabaseKind }) {
  return {
    async check() {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: dbKind };
    },
  };
}

export type HealthCheck = ReturnType<typeof createHealthCheck>;
