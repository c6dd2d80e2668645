import { randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthUser, ProfileUpdate, RegisterInput, Role } from '../../../domain/accounts.ts';
import type { DocumentLanguage } from '../../../domain/languages.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { authFailures, authTokens, users } from '../../db/schema/index.ts';
import {
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../errors.ts';
import type { Mailer } from '../mail.ts';
import { accountMail } from './account-mail.ts';
import { digest, type SessionStore } from './sessions.ts';

export type UserRow = typeof users.$inferSelect;

/** Failed sign-ins one account may take in the window before it is refused for a while. */
export const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const VERIFY_TOKEN_TTL_MS = 48 * 3600_000;

const INVALID_LOGIN = 'Invalid email or password';

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
  };
}

/** argon2id at the library's defaults: OWASP's m=19 MiB, t=2, p=1. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Accounts: registration, sign-in, profile, password change and reset, e-mail verification, and
 * the first administrator. Sessions live in the session store; routes set the cookie.
 */
export function createAccountService({
  db,
  clock,
  mailer,
  sessions,
  publicUrl,
}: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionStore;
  /** Where links in e-mails point: the site as travellers reach it. */
  publicUrl: string;
}) {
  // Checked when no account has the address, so a miss takes as long as a wrong password.
  const decoy = hashPassword(randomBytes(16).toString('hex'));

  async function byEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
    return row;
  }

  async function byId(id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async function issueToken(
    user: UserRow,
    purpose: 'verify_email' | 'reset_password',
    ttlMs: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(authTokens).values({
      tokenHash: digest(token),
      userId: user.id,
      purpose,
      email: user.email ?? '',
      expiresAt: new Date(clock.now().getTime() + ttlMs),
    });
    return token;
  }

  /** Marks a token used and answers it, once, while it is live; else null. */
  async function spendToken(token: string, purpose: 'verify_email' | 'reset_password') {
    const now = clock.now();
    const [spent] = await db
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.tokenHash, digest(token)),
          eq(authTokens.purpose, purpose),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, now),
        ),
      )
      .returning();
    return spent ?? null;
  }

  async function sendVerification(user: UserRow, language?: DocumentLanguage): Promise<void> {
    const token = await issueToken(user, 'verify_email', VERIFY_TOKEN_TTL_MS);
    const link = `${publicUrl}/auth/verify?token=${token}`;
    await mailer.send({ to: user.email ?? '', ...accountMail(language).verify(link) });
  }

  async function createUser(fields: {
    email: string;
    password: string;
    role: Role;
    firstName?: string | undefined;
    lastName?: string | undefined;
    username?: string | undefined;
    phone?: string | undefined;
    verified?: boolean;
  }): Promise<UserRow> {
    const email = normalizeEmail(fields.email);
    if (await byEmail(email)) {
      throw new ConflictError('An account with this email already exists', {
        code: 'email_taken',
      });
    }
    if (fields.username) {
      const [taken] = await db.select().from(users).where(eq(users.username, fields.username));
      if (taken) {
        throw new ConflictError('This username is taken', { code: 'username_taken' });
      }
    }
    const now = clock.now();
    const [row] = await db
      .insert(users)
      .values({
        id: randomUUID(),
        email,
        password: await hashPassword(fields.password),
        role: fields.role,
        firstName: fields.firstName ?? null,
        lastName: fields.lastName ?? null,
        username: fields.username ?? null,
        phone: fields.phone ?? null,
        isActive: true,
        emailVerifiedAt: fields.verified ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Two registrations of one address at once: the index lets one in.
    if (!row) {
      throw new ConflictError('An account with this email already exists', {
        code: 'email_taken',
      });
    }
    return row;
  }

  async function register(input: RegisterInput): Promise<UserRow> {
    const user = await createUser({ ...input, role: 'user' });
    await sendVerification(user, input.language);
    return user;
  }

  async function failuresOf(key: string): Promise<number> {
    const since = new Date(clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
    const [row] = await db
      .select({ n: count() })
      .from(authFailures)
      .where(and(eq(authFailures.key, key), gt(authFailures.at, since)));
    return row?.n ?? 0;
  }

  /** The account of an address and password, or a refusal that says nothing of which was wrong. */
  async function login(email: string, password: string): Promise<UserRow> {
    const key = `login:${normalizeEmail(email)}`;
    if ((await failuresOf(key)) >= LOGIN_FAILURES_ALLOWED) {
      throw new TooManyRequestsError(
        'Too many failed sign-ins for this account; try again in 15 minutes.',
        { code: 'too_many_attempts' },
      );
    }
    const user = await byEmail(email);
    const good = user?.password
      ? await verify(user.password, password)
      : (await verify(await decoy, password), false);
    if (!user || !good) {
      await db.insert(authFailures).values({ key, at: clock.now() });
      throw new UnauthorizedError(INVALID_LOGIN, { code: 'invalid_credentials' });
    }
    if (!user.isActive) {
      throw new ForbiddenError('This account has been deactivated', {
        code: 'account_inactive',
      });
    }
    const [updated] = await db
      .update(users)
      .set({ lastLogin: clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  }

  async function updateProfile(userId: string, patch: ProfileUpdate): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: clock.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new UnauthorizedError();
    return row;
  }

  /** A new password, after the current one; every other session of the account ends. */
  async function changePassword(
    userId: string,
    keepSid: string,
    current: string,
    next: string,
  ): Promise<void> {
    const user = await byId(userId);
    if (!user?.password || !(await verify(user.password, current))) {
      throw new ValidationError([
        { field: 'currentPassword', rule: 'wrong_password', message: 'is not your password' },
      ]);
    }
    await db
      .update(users)
      .set({ password: await hashPassword(next), updatedAt: clock.now() })
      .where(eq(users.id, userId));
    await sessions.destroyForUser(userId, keepSid);
  }

  /** Sends a reset link when an active account has the address; the caller answers the same either way. */
  async function requestPasswordReset(email: string, language?: DocumentLanguage) {
    const user = await byEmail(email);
    if (!user || !user.isActive) return;
    const token = await issueToken(user, 'reset_password', RESET_TOKEN_TTL_MS);
    const link = `${publicUrl}/auth/reset?token=${token}`;
    await mailer.send({ to: user.email ?? '', ...accountMail(language).reset(link) });
  }

  async function resetPassword(token: string, password: string): Promise<void> {
    const spent = await spendToken(token, 'reset_password');
    if (!spent) {
      throw new ValidationError([
        {
          field: 'token',
          rule: 'invalid_token',
          message: 'this link has expired or was already used',
        },
      ]);
    }
    await db
      .update(users)
      .set({ password: await hashPassword(password), updatedAt: clock.now() })
      .where(eq(users.id, spent.userId));
    await sessions.destroyForUser(spent.userId);
  }

  /** The address the link was sent to is proven; a since-changed address is not. */
  async function verifyEmail(token: string): Promise<UserRow> {
    const spent = await spendToken(token, 'verify_email');
    const user = spent ? await byId(spent.userId) : undefined;
    if (!spent || !user || normalizeEmail(user.email ?? '') !== normalizeEmail(spent.email)) {
      throw new ValidationError([
        {
          field: 'token',
          rule: 'invalid_token',
          message: 'this link has expired or was already used',
        },
      ]);
    }
    const [row] = await db
      .update(users)
      .set({ emailVerifiedAt: user.emailVerifiedAt ?? clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    return row ?? user;
  }

  async function resendVerification(userId: string, language?: DocumentLanguage) {
    const user = await byId(userId);
    if (user && !user.emailVerifiedAt) await sendVerification(user, language);
  }

  /**
   * The administrator named by ADMIN_EMAIL: created with ADMIN_PASSWORD, or an existing account
   * promoted and reactivated (its password left as its owner set it). Safe to run at every start.
   */
  async function ensureAdmin(
    email: string,
    password: string,
  ): Promise<'created' | 'promoted' | 'kept'> {
    const existing = await byEmail(email);
    if (!existing) {
      await createUser({ email, password, role: 'admin', username: 'admin', verified: true }).catch(
        async (error: unknown) => {
          // The username may be someone's: the administrator does without one.
          if (error instanceof ConflictError && error.code === 'username_taken') {
            return createUser({ email, password, role: 'admin', verified: true });
          }
          throw error;
        },
      );
      return 'created';
    }
    if (existing.role === 'admin' && existing.isActive) return 'kept';
    await db
      .update(users)
      .set({ role: 'admin', isActive: true, updatedAt: clock.now() })
      .where(eq(users.id, existing.id));
    return 'promoted';
  }

  return {
    byId,
    byEmail,
    createUser,
    register,
    login,
    updateProfile,
    changePassword,
    requestPasswordReset,
    resetPassword,
    verifyEmail,
    resendVerification,
    ensureAdmin,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
