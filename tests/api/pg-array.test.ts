import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { pgArray } from '../../src/server/lib/pg-array.ts';
import { createTestDatabase } from '../helpers/db.ts';

describe('an array literal as one parameter', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const read = async (literal: string, type: 'text' | 'int' | 'date') => {
    const query = sql`select array_to_json(${literal}::${sql.raw(type)}[]) as a`;
    const result = (await database.db.execute(query)) as unknown as { rows: { a: unknown }[] };
    return result.rows[0]!.a;
  };

  it('reads back every text as it was, whatever it holds', async () => {
    const texts = ['LH 596', 'a,b', '{x}', 'say "hi"', 'back\\slash', 'NULL', '', 'Lomé'];
    expect(await read(pgArray(texts), 'text')).toEqual(texts);
    // Each alone, where nothing else in the list asks for quotes.
    for (const text of texts)
      expect(await read(pgArray([text, 'plain']), 'text')).toEqual([text, 'plain']);
    expect(await read(pgArray(['null', 'Null']), 'text')).toEqual(['null', 'Null']);
  });

  it('reads numbers and ISO dates, and an empty list', async () => {
    expect(await read(pgArray([3, 1, 2147483647]), 'int')).toEqual([3, 1, 2147483647]);
    expect(await read(pgArray(['2026-12-01', '2027-02-28']), 'date')).toEqual([
      '2026-12-01',
      '2027-02-28',
    ]);
    expect(await read(pgArray([]), 'int')).toEqual([]);
  });
});
