import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database, DatabaseKind } from '../db/client.ts';
import { DatabaseUnavailableError, ServiceUnavailableError } from '../errors.ts';

/** Whether the server is on its way out (SIGTERM): its proxy should stop sending it traffic. */
export type Lifecycle = { draining: boolean };

/**
 * Whether the app can reach what it needs: the database (GET /api/health), and for the load
 * balancer, the database and Redis while the server is not shutting down (GET /api/health/ready).
 */
export function createHealthCheck({
  db,
  dbKind,
  redis,
  lifecycle,
}: {
  db: Database;
  dbKind: DatabaseKind;
  redis?: Redis | undefined;
  lifecycle: Lifecycle;
}) {
  async function check() {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const, database: dbKind };
  }

  async function ready() {
    if (lifecycle.draining) {
      throw new ServiceUnavailableError('This server is shutting down');
    }
    await check().catch((error: unknown) => {
      throw new DatabaseUnavailableError(error);
    });
    if (redis) {
      await redis.ping().catch(() => {
        throw new ServiceUnavailableError('Redis is not answering');
      });
    }
    return {
      status: 'ready' as const,
      database: dbKind,
      redis: redis ? ('ok' as const) : ('not configured' as const),
    };
  }

  return { check, ready };
}

export type HealthCheck = ReturnType<typeof createHealthCheck>;
