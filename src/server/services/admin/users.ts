import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { AdminListQuery, AdminUser } from '../../../domain/admin.ts';
import type { Role } from '../../../domain/accounts.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { pageOf, totalOver } from '../../lib/paging.ts';
import type { AccountService, UserRow } from '../accounts/accounts.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import type { Actor, AuditLog } from './audit.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One administrator change at a time where the last administrator is at stake. */
const ADMIN_CHANGE_LOCK = 4243;

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isActive: row.isActive ?? true,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a user: never the password hash. */
const auditView = (row: UserRow) => {
  const { id, email, username, role, isActive } = toAdminUser(row);
  return { id, email, username, role, isActive };
};

/**
 * The users tab: list, add, role, active state, delete. Administrators cannot demote, deactivate
 * or delete themselves, and the last active administrator cannot be removed by anyone.
 */
export function createAdminUsers({
  db,
  clock,
  accounts,
  sessions,
  audit,
}: {
  db: Database;
  clock: Clock;
  accounts: AccountService;
  sessions: SessionStore;
  audit: AuditLog;
}) {
  async function list(query: AdminListQuery) {
    const where = query.q
      ? or(
          ilike(users.email, containsPattern(query.q)),
          ilike(users.username, containsPattern(query.q)),
          ilike(
            sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`,
            containsPattern(query.q),
          ),
        )
      : undefined;
    const page = await pageOf(
      await db
        .select({ row: users, total: totalOver() })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
    );
    return { rows: page.rows.map(toAdminUser), total: page.total };
  }

  async function find(tx: Transaction, id: string): Promise<UserRow> {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    if (!row) throw new NotFoundError('User not found', { code: 'user_not_found' });
    return row;
  }

  /**
   * Refuses a change that would leave no active administrator, or one made to oneself. Runs in
   * the change's transaction under one lock, so two administrators removing each other at once
   * cannot both succeed.
   */
  async function guard(
    tx: Transaction,
    actor: Actor,
    target: UserRow,
    change: 'role' | 'status' | 'delete',
  ) {
    if (target.id === actor.id) {
      throw new ConflictError(
        change === 'delete'
          ? 'You cannot delete your own account'
          : 'You cannot remove your own administrator rights or deactivate yourself',
        { code: 'self_change' },
      );
    }
    if (target.role !== 'admin' || !target.isActive) return;
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
    const [others] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, target.id)));
    if ((others?.n ?? 0) === 0) {
      throw new ConflictError('The last active administrator cannot be removed', {
        code: 'last_admin',
      });
    }
  }

  async function create(
    actor: Actor,
    input: { username: string; email: string; password: string; role: Role },
  ) {
    const row = await accounts.createUser({ ...input, verified: false });
    await audit.record(db, actor, {
      action: 'user.create',
      targetType: 'user',
      targetId: row.id,
      after: auditView(row),
    });
    return toAdminUser(row);
  }

  async function setRole(actor: Actor, id: string, role: Role) {
    return db.transaction(async (tx) => {
      const before = await find(tx, id);
      if (before.role === role) return toAdminUser(before);
      if (role !== 'admin') await guard(tx, actor, before, 'role');
      const [after] = await tx
        .update(users)
        .set({ role, updatedAt: clock.now() })
        .where(eq(users.id, id))
        .returning();
      await audit.record(tx, actor, {
        action: 'user.role',
        targetType: 'user',
        targetId: id,
        before: auditView(before),
        after: auditView(after!),
      });
      return toAdminUser(after!);
    });
  }

  /** Spec 2: the status call takes no body and toggles; a deactivated user's sessions end. */
  async function toggleActive(actor: Actor, id: string) {
    const after = await db.transaction(async (tx) => {
      const before = await find(tx, id);
      const active = !(before.isActive ?? true);
      if (!active) await guard(tx, actor, before, 'status');
      const [row] = await tx
        .update(users)
        .set({ isActive: active, updatedAt: clock.now() })
        .where(eq(users.id, id))
        .returning();
      await audit.record(tx, actor, {
        action: active ? 'user.activate' : 'user.deactivate',
        targetType: 'user',
        targetId: id,
        before: auditView(before),
        after: auditView(row!),
      });
      return row!;
    });
    if (!after.isActive) await sessions.destroyForUser(id);
    return toAdminUser(after);
  }

  /** Deletes the account; its bookings stay (their user becomes none), its sessions end. */
  async function remove(actor: Actor, id: string) {
    await db.transaction(async (tx) => {
      const before = await find(tx, id);
      await guard(tx, actor, before, 'delete');
      await tx.delete(users).where(eq(users.id, id));
      await audit.record(tx, actor, {
        action: 'user.delete',
        targetType: 'user',
        targetId: id,
        before: auditView(before),
      });
    });
    await sessions.destroyForUser(id);
  }

  return { list, create, setRole, toggleActive, remove };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
