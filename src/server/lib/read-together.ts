import DataLoader from 'dataloader';

/** How many asks one read answers at most: a larger turn of the event loop reads in several. */
const MOST_ASKS_PER_READ = 32;

/**
 * Reads asked for in the same turn of the event loop, made as one: under load, searches arrive
 * together, and a database round trip (a write to its socket, the server woken, the answer
 * parsed) costs the server more than the rows it brings. Alone, an ask waits for nothing: the
 * read starts once the turn's other input has been handled. Nothing is kept between reads, so
 * every answer is as fresh as a read of its own.
 * `read` answers every ask, in order; when it fails, each ask of that read fails with it.
 */
export function readTogether<Ask, Answer>(
  read: (asks: readonly Ask[]) => Promise<Answer[]>,
): (ask: Ask) => Promise<Answer> {
  const loader = new DataLoader<Ask, Answer>(read, {
    cache: false,
    maxBatchSize: MOST_ASKS_PER_READ,
    batchScheduleFn: (run) => setImmediate(run),
  });
  return (ask) => loader.load(ask);
}
