import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from './client.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

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
export function inTransaction<Prepared extends object>(prepared: Prepared, tx: Executor): Prepared {
  const client = (tx._.session as unknown as { client?: unknown }).client;
  if (!client) throw new Error('the transaction has no connection of its own to run on');
  return Object.create(prepared, { client: { value: client } }) as Prepared;
}

/**
 * A statement for code that is handed a transaction, not the database: built and prepared under
 * `name` the first time it runs, then run by name on whichever transaction asks (inTransaction).
 * One per driver: PGlite's and node-postgres's prepared statements are not the same.
 */
export function preparedOnce<Prepared extends object>(
  name: string,
  build: (executor: Executor) => { prepare(name: string): Prepared },
): (executor: Executor) => Prepared {
  const byDriver = new Map<unknown, Prepared>();
  return (executor) => {
    const driver = executor._.session.constructor;
    let prepared = byDriver.get(driver);
    if (!prepared) byDriver.set(driver, (prepared = build(executor).prepare(name)));
    return inTransaction(prepared, executor);
  };
}

/** PostgreSQL keeps a statement's name to its first 63 bytes. */
const MOST_NAME_BYTES = 63;

/**
 * Statements of one kind that take one of a few shapes (the fields an update sets, the number of
 * rows an insert adds): each shape built and prepared the first time it runs, then run by name
 * (preparedOnce), named `${name}_${shape}`, or by the shape's hash when that is too long. Past the
 * first `most` shapes the answer is `undefined`, and the caller builds the statement as usual.
 */
export function preparedShapes<Prepared extends object>(
  name: string,
  most: number,
  build: (executor: Executor, shape: string) => { prepare(name: string): Prepared },
): (executor: Executor, shape: string) => Prepared | undefined {
  const shapes = new Map<string, (executor: Executor) => Prepared>();
  return (executor, shape) => {
    let run = shapes.get(shape);
    if (!run) {
      if (shapes.size >= most) return undefined;
      const named = `${name}_${shape}`;
      const statement =
        Buffer.byteLength(named) <= MOST_NAME_BYTES
          ? named
          : `${name}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
      run = preparedOnce(statement, (ex) => build(ex, shape));
      shapes.set(shape, run);
    }
    return run(executor);
  };
}

/** Each key's placeholder under its own name: the values of a prepared insert. */
export function placeholders<Key extends string>(...keys: Key[]): { [K in Key]: Placeholder<K> } {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as {
    [K in Key]: Placeholder<K>;
  };
}
