import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  NotFoundError,
} from '../../src/server/errors.ts';
import { queryName, safeMessage, sanitizeError } from '../../src/server/lib/log-errors.ts';

/** An error as pg and PGlite make them: a SQLSTATE code, and values in the message and detail. */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { name: 'DatabaseError', ...fields });
}

const insert = 'insert into "duffel_bookings" ("customer_name", "customer_email") values ($1, $2)';

describe('sanitizeError', () => {
  it('names a failed query and its code, and drops its parameters and the row', () => {
    const cause = databaseError(
      'new row for relation "duffel_bookings" violates check constraint',
      {
        code: '23514',
        constraint: 'order_refused',
        table: 'duffel_bookings',
        detail: 'Failing row contains (Kofi Mensah, kofi@example.com).',
        query: insert,
        params: ['Kofi Mensah', 'kofi@example.com'],
      },
    );
    const logged = sanitizeError(
      new DrizzleQueryError(insert, ['Kofi Mensah', 'kofi@example.com'], cause),
    );
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message:
        'Failed query: insert into "duffel_bookings": new row for relation "duffel_bookings" violates check constraint',
      query: 'insert into "duffel_bookings"',
      code: '23514',
      cause: { type: 'DatabaseError', code: '23514', constraint: 'order_refused' },
    });
    expect(logged.stack).toMatch(
      /^DrizzleQueryError: Failed query: insert into "duffel_bookings": [^\n]*\n\s+at /,
    );
    expect(JSON.stringify(logged)).not.toMatch(/kofi|params/i);
  });

  it('leaves out the message of a refused value, which quotes it', () => {
    const logged = sanitizeError(
      databaseError('invalid input syntax for type uuid: "kofi@example.com"', { code: '22P02' }),
    );
    expect(logged.message).toBe('database refused a value (22P02)');
    expect(JSON.stringify(logged)).not.toContain('kofi');
  });

  it('cuts the parameters from a failed query logged as its message, and what follows', () => {
    const message = `Failed query: ${insert}\nparams: Kofi,kofi@example.com\nsecond line)`;
    expect(safeMessage(message)).toBe('Failed query: insert into "duffel_bookings"');
    expect(safeMessage(`The airline could not be reached (${message})`)).toBe(
      'The airline could not be reached (Failed query: insert into "duffel_bookings"',
    );
    expect(sanitizeError(message)).toMatchObject({ message: safeMessage(message) });
  });

  it('keeps the codes and addresses of network errors, inside an AggregateError too', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
      address: '127.0.0.1',
      port: 5432,
    });
    expect(sanitizeError(new AggregateError([refused]))).toMatchObject({
      errors: [{ code: 'ECONNREFUSED', address: '127.0.0.1', port: 5432 }],
    });
  });
});

describe('queryName', () => {
  it('is the statement and its table', () => {
    expect(queryName('update "holds" set "status" = $1 where "id" = $2')).toBe('update "holds"');
    expect(queryName('delete from "sessions" where "expires_at" < $1')).toBe(
      'delete from "sessions"',
    );
    expect(queryName('select "id", "name" from "accommodations" where "id" = $1')).toBe(
      'select from "accommodations"',
    );
    expect(queryName('rollback')).toBe('rollback');
  });
});

describe('isDatabaseUnavailable', () => {
  const terminated = new Error('Connection terminated unexpectedly');
  it('knows a lost, refused or shut connection, under a failed query too', () => {
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], terminated))).toBe(true);
    expect(isDatabaseUnavailable(databaseError('terminating connection', { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(databaseError('starting up', { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(databaseError('connection failure', { code: '08006' }))).toBe(
      true,
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError(terminated))).toBe(true);
  });

  it('is not a refusal of the query itself', () => {
    const unique = databaseError('duplicate key value', { code: '23505' });
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], unique))).toBe(false);
    expect(isDatabaseUnavailable(new NotFoundError())).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
