import {
  boolean,
  customType,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { trips } from './trips.ts';

export const travelQueries = pgTable('travel_queries', {
  id: serial('id').primaryKey(),
  query: text('query').notNull(),
  response: text('response').notNull(),
  category: varchar('category'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});

export const visaRequirements = pgTable('visa_requirements', {
  id: serial('id').primaryKey(),
  fromCountry: varchar('from_country').notNull(),
  toCountry: varchar('to_country').notNull(),
  passportType: varchar('passport_type').notNull().default('regular'),
  visaRequired: boolean('visa_required').notNull(),
  visaType: varchar('visa_type'),
  maxStayDays: integer('max_stay_days'),
  requirements: text('requirements').array(),
  processingTime: varchar('processing_time'),
  fee: numeric('fee', { precision: 10, scale: 2 }),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).defaultNow(),
});

export const travelDocuments = pgTable('travel_documents', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  documentType: varchar('document_type').notNull(),
  documentName: varchar('document_name').notNull(),
  documentNumber: varchar('document_number'),
  issuingCountry: varchar('issuing_country'),
  issueDate: date('issue_date', { mode: 'string' }),
  expiryDate: date('expiry_date', { mode: 'string' }),
  fileUrl: varchar('file_url'),
  tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
  isVerified: boolean('is_verified').default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: varchar('name').notNull(),
  email: varchar('email').notNull(),
  subject: varchar('subject'),
  message: text('message').notNull(),
  category: varchar('category').notNull().default('general'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});

/** Mail that could not go out over SMTP (or no SMTP is configured); the admin reads it here. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to').notNull(),
  subject: varchar('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});

/** Bytes as PostgreSQL keeps them (bytea), read back as a Buffer on PGlite and on pg. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The files an outbox message carries (a booking's voucher and calendar file), in order. */
export const outboxAttachments = pgTable('outbox_attachments', {
  id: serial('id').primaryKey(),
  outboxId: integer('outbox_id')
    .notNull()
    .references(() => outbox.id, { onDelete: 'cascade' }),
  filename: varchar('filename').notNull(),
  contentType: varchar('content_type').notNull(),
  content: bytes('content').notNull(),
});

/**
 * The whole text of an outbox message that carries a secret (a reset or verification link): the
 * outbox row keeps it withheld, and no route reads this table.
 */
export const sealedMail = pgTable('sealed_mail', {
  outboxId: integer('outbox_id')
    .primaryKey()
    .references(() => outbox.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
});
