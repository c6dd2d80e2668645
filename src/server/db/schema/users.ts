import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../../domain/accounts.ts';
import { inList } from './checks.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: varchar('email').unique(),
    firstName: varchar('first_name'),
    lastName: varchar('last_name'),
    profileImageUrl: varchar('profile_image_url'),
    username: varchar('username').unique(),
    // An argon2id hash (PHC string); never the password, never sent out.
    password: text('password'),
    phone: varchar('phone'),
    dateOfBirth: varchar('date_of_birth'),
    nationality: varchar('nationality'),
    role: varchar('role', { enum: ROLES }).notNull().default('user'),
    isActive: boolean('is_active').default(true),
    // Set when the owner followed the link we e-mailed: guest bookings to it become theirs.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [
    // Addresses are stored lower-cased; this keeps two accounts off one address whatever the case.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt, t.id),
    check('users_role_check', inList(t.role, ROLES)),
  ],
);

/** Signed-in sessions: sid is the SHA-256 of the cookie's token, so a copy of the table signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_expire_idx').on(t.expire),
    index('sessions_user_idx').on(sql`(${t.sess}->>'userId')`),
  ],
);

export const AUTH_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;

/** Single-use tokens sent by e-mail (verification, password reset), stored as their SHA-256. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: varchar('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    // The address the token was sent to: a verification proves this one, not a later one.
    email: varchar('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_tokens_user_idx').on(t.userId),
    check('auth_tokens_purpose_check', inList(t.purpose, AUTH_TOKEN_PURPOSES)),
  ],
);

/**
 * Attempts per key (an account and a client address, a client address, an account), each
 * reserved atomically before the password is checked, so concurrent guesses cannot overtake the
 * count. The delay before the next attempt grows with `failures` (services/accounts/throttle.ts).
 */
export const authThrottle = pgTable('auth_throttle', {
  key: varchar('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  // The last right password for this key's account from this key's client: its usual address.
  succeededAt: timestamp('succeeded_at', { withTimezone: true }),
});

/** Every administrator's change: who, what, when, before and after. Only ever inserted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id'),
    actorEmail: varchar('actor_email').notNull(),
    action: varchar('action').notNull(),
    targetType: varchar('target_type').notNull(),
    targetId: varchar('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
