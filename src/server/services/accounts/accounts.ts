import { randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  dateOfBirthProblem,
  type AuthUser,
  type ProfileUpdate,
  type RegisterInput,
  type Role,
} from '../../../domain/accounts.ts';
import { toIsoDate } from '../../../domain/dates.ts';
import type { DocumentLanguage } from '../../../domain/languages.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import {
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../errors.ts';
import { silentLog, type ServiceLog } from '../../lib/service-log.ts';
import type { Mailer } from '../mail.ts';
import { accountMail } from './account-mail.ts';
import { digest, type SessionStore } from './sessions.ts';
import { createThrottle, type ThrottleRule } from './throttle.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * How many attempts each key makes at once before each next one waits 2^(n - free) seconds, up
 * to 15 minutes (docs/decisions/0018). A key is an account and a client address, a client
 * address, or an account as seen from addresses that never signed in to it.
 */
export const THROTTLE = {
  signInFromClient: { free: 5, capSeconds: 900 },
  signInByClient: { free: 20, capSeconds: 900 },
  signInFromStrangers: { free: 10, capSeconds: 900 },
  registrationByClient: { free: 5, capSeconds: 900 },
  resetByClient: { free: 5, capSeconds: 900 },
  resetOfAccount: { free: 3, capSeconds: 900 },
} satisfies Record<string, ThrottleRule>;
/** An address that signed in to an account within this time is its owner's usual address. */
export const USUAL_ADDRESS_MS = 90 * 24 * 3600_000;
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

function tooManyAttempts(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError('Too many attempts; try again later.', {
    code: 'too_many_attempts',
    retryAfterSeconds,
  });
}

/** Work that runs after the answer (e-mails), awaited only by `settled` (tests, shutdown). */
function createBackgroundWork(log: ServiceLog) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>) {
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`));
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
  };
}

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
  verifyPassword = verify,
  log = silentLog,
}: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionStore;
  /** Where links in e-mails point: the site as travellers reach it. */
  publicUrl: string;
  /** argon2's verification; tests count its calls. */
  verifyPassword?: (hash: string, password: string) => Promise<boolean>;
  /** Where the failures of work done after the answer (e-mails) are told. */
  log?: ServiceLog;
}) {
  const throttle = createThrottle({ db, clock });
  const background = createBackgroundWork(log);
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

  /** Ends every reset link of the account not yet used: after any change of its password. */
  async function revokeResetLinks(userId: string): Promise<void> {
    await db
      .update(authTokens)
      .set({ usedAt: clock.now() })
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.purpose, 'reset_password'),
          isNull(authTokens.usedAt),
        ),
      );
  }

  /**
   * Spends a live reset link and, in the same statement, every other reset link of its account:
   * of two links used at once, one wins.
   */
  async function spendResetLink(token: string) {
    const now = clock.now();
    const tokenHash = digest(token);
    const owner = db
      .select({ userId: authTokens.userId })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.tokenHash, tokenHash),
          eq(authTokens.purpose, 'reset_password'),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, now),
        ),
      );
    const spent = await db
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          inArray(authTokens.userId, owner),
          eq(authTokens.purpose, 'reset_password'),
          isNull(authTokens.usedAt),
        ),
      )
      .returning();
    return spent.find((row) => row.tokenHash === tokenHash) ?? null;
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
    await mailer.send({
      to: user.email ?? '',
      ...accountMail(language).verify(link),
      secret: link,
    });
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

  /**
   * A new traveller's account. Its refusal of a taken address tells that the address has an
   * account (spec 2 signs the traveller in at once), so a client gets only a few of those
   * before it waits, as at sign-in (docs/decisions/0018).
   */
  async function register(input: RegisterInput, client: string): Promise<UserRow> {
    const key = `register:${client}`;
    const reserved = await throttle.reserve(key, THROTTLE.registrationByClient);
    if (!reserved.allowed) throw tooManyAttempts(reserved.retryAfterSeconds);
    const user = await createUser({ ...input, role: 'user' });
    await throttle.refund(key);
    await sendVerification(user, input.language);
    return user;
  }

  /**
   * Reserves a sign-in attempt on each of its keys before the password is checked: the account
   * from this client, this client, and the account from any address that is not its owner's
   * usual one. A refusal gives back what it had reserved.
   */
  async function reserveSignIn(account: string, client: string) {
    const keys = {
      fromClient: `login:${account}|${client}`,
      byClient: `login-client:${client}`,
      fromStrangers: `login-account:${account}`,
    };
    const reserved: string[] = [];
    const refuse = async (retryAfterSeconds: number) => {
      for (const key of reserved) await throttle.refund(key);
      return tooManyAttempts(retryAfterSeconds);
    };
    const fromClient = await throttle.reserve(keys.fromClient, THROTTLE.signInFromClient);
    if (!fromClient.allowed) throw await refuse(fromClient.retryAfterSeconds);
    reserved.push(keys.fromClient);
    const byClient = await throttle.reserve(keys.byClient, THROTTLE.signInByClient);
    if (!byClient.allowed) throw await refuse(byClient.retryAfterSeconds);
    reserved.push(keys.byClient);
    const usual =
      fromClient.succeededAt !== null &&
      clock.now().getTime() - fromClient.succeededAt.getTime() < USUAL_ADDRESS_MS;
    // A stranger's guesses slow down strangers only: the owner's usual address skips this key.
    if (!usual) {
      const fromStrangers = await throttle.reserve(
        keys.fromStrangers,
        THROTTLE.signInFromStrangers,
      );
      if (!fromStrangers.allowed) throw await refuse(fromStrangers.retryAfterSeconds);
      reserved.push(keys.fromStrangers);
    }
    return {
      /** The right password: this client's count starts again, the other attempts are given back. */
      async succeed() {
        await throttle.succeed(keys.fromClient);
        for (const key of reserved.slice(1)) await throttle.refund(key);
      },
    };
  }

  /** The account of an address and password, or a refusal that says nothing of which was wrong. */
  async function login(email: string, password: string, client: string): Promise<UserRow> {
    const attempt = await reserveSignIn(normalizeEmail(email), client);
    const user = await byEmail(email);
    const good = user?.password
      ? await verifyPassword(user.password, password)
      : (await verifyPassword(await decoy, password), false);
    if (!user || !good) {
      throw new UnauthorizedError(INVALID_LOGIN, { code: 'invalid_credentials' });
    }
    await attempt.succeed();
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
    const born = patch.dateOfBirth && dateOfBirthProblem(patch.dateOfBirth, toIsoDate(clock.now()));
    if (born) throw new ValidationError([born]);
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
    if (!user?.password || !(await verifyPassword(user.password, current))) {
      throw new ValidationError([
        { field: 'currentPassword', rule: 'wrong_password', message: 'is not your password' },
      ]);
    }
    await db
      .update(users)
      .set({ password: await hashPassword(next), updatedAt: clock.now() })
      .where(eq(users.id, userId));
    await revokeResetLinks(userId);
    await sessions.destroyForUser(userId, keepSid);
  }

  /**
   * Sends a reset link when an active account has the address, after the answer: the answer
   * waits for the same work whether an account has the address or not. A new link ends the
   * earlier ones; an account gets a few links before each next one waits.
   */
  async function requestPasswordReset(
    email: string,
    language: DocumentLanguage | undefined,
    client: string,
  ): Promise<void> {
    const byClient = await throttle.reserve(`reset:${client}`, THROTTLE.resetByClient);
    if (!byClient.allowed) throw tooManyAttempts(byClient.retryAfterSeconds);
    background.run('sending a reset link', async () => {
      const account = normalizeEmail(email);
      const ofAccount = await throttle.reserve(`reset-account:${account}`, THROTTLE.resetOfAccount);
      if (!ofAccount.allowed) return;
      const user = await byEmail(account);
      if (!user || !user.isActive) return;
      await revokeResetLinks(user.id);
      const token = await issueToken(user, 'reset_password', RESET_TOKEN_TTL_MS);
      const link = `${publicUrl}/auth/reset?token=${token}`;
      await mailer.send({
        to: user.email ?? '',
        ...accountMail(language).reset(link),
        secret: link,
      });
    });
  }

  /** A new password with a reset link: every reset link of the account and every session end. */
  async function resetPassword(token: string, password: string): Promise<void> {
    const spent = await spendResetLink(token);
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
      const taken = (error: unknown, code: string) =>
        error instanceof ConflictError && error.code === code;
      try {
        await createUser({
          email,
          password,
          role: 'admin',
          username: 'admin',
          verified: true,
        }).catch(async (error: unknown) => {
          // The username may be someone's: the administrator does without one.
          if (taken(error, 'username_taken')) {
            return createUser({ email, password, role: 'admin', verified: true });
          }
          throw error;
        });
      } catch (error) {
        // Another server starting at the same moment created it first.
        if (taken(error, 'email_taken')) return ensureAdmin(email, password);
        throw error;
      }
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
    /** Resolves once the work started after answers (e-mails) is done. */
    settled: background.settled,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
