import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from './client.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A statement prepared once on the pool (drizzle's `.prepare(name)`), run inside `tx`, on the
 * transaction's own connection.
 *
 * Drizzle binds a prepared statement to the executor it was made on and cannot yet run it in a
 * transaction (drizzle-orm#613, #2826). Built again in every transaction, a statement costs the
 * server 20 to 95 µs of CPU (the order's insert, 25 columns returned, the most), and PostgreSQL
 * parses and plans it again. Both drivers' prepared statements send their query through their
 * `client`; this view of the statement has the transaction's client as its own, so it runs there,
 * by its name, parsed once per connection (docs/decisions/0003, "Later").
 */
export function inTransaction<Prepared extends object>(prepared: Prepared, tx: Tx): Prepared {
  const client = (tx._.session as unknown as { client?: unknown }).client;
  if (!client) throw new Error('the transaction has no connection of its own to run on');
  return Object.create(prepared, { client: { value: client } }) as Prepared;
}

/** Each key's placeholder under its own name: the values of a prepared insert. */
export function placeholders<Key extends string>(...keys: Key[]): { [K in Key]: Placeholder<K> } {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as {
    [K in Key]: Placeholder<K>;
  };
}
