import { sql, type AnyColumn } from 'drizzle-orm';

/** `column in ('a', 'b')` for a CHECK constraint: the database holds only the states we know. */
export function inList(column: AnyColumn, values: readonly string[]) {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
}
