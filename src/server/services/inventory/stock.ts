import type { Database } from '../../db/client.ts';
import type { inventoryHolds } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors.ts';
import { ROOM_NIGHTS } from './rooms.ts';
import { FLIGHT_SEATS } from './seats.ts';
import { TOUR_PLACES } from './tour-places.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;
type Hold = typeof inventoryHolds.$inferSelect;

/**
 * One piece of stock an order needs: `quantity` of one resource on one day (a property's room
 * night, a flight's cabin on its date, a tour's departure), of which `total` exist. It is the
 * shape of the hold row that keeps it.
 */
export type StockItem = {
  kind: string;
  /** What is sold: the property's id, the flight's number, the tour package's id. */
  resource: string;
  day: string;
  /** A flight's cabin; null for the others. */
  cabin: string | null;
  total: number;
  quantity: number;
};

/**
 * A kind of stock and how it is counted in its own table. Taking is one conditional update that
 * succeeds only while enough remains (CHECK constraints stand behind it), so a sold-out item
 * throws and the caller's transaction rolls back whatever it took before.
 */
export type StockKind = {
  kind: string;
  /** Takes `quantity`; false when not enough remains. */
  take(tx: Executor, item: StockItem): Promise<boolean>;
  /**
   * Takes several items of this kind in one statement, in the order given (one round trip where
   * `take` makes one each: a stay's nights); answers the first that ran out, or null. What it
   * took before a refusal is rolled back with the caller's transaction.
   */
  takeMany?(tx: Executor, items: readonly StockItem[]): Promise<StockItem | null>;
  /** Gives `quantity` back (never below zero). */
  giveBack(tx: Executor, item: StockItem): Promise<void>;
  /** Says what ran out: the message and the details a refusal carries. */
  soldOut(item: StockItem): { message: string; details: Record<string, unknown> };
  /** 'one stay on the night of 2026-12-01', 'rooms': for the hold limits' refusals. */
  name(item: StockItem): string;
  unit: string;
};

/** The kinds of stock the site keeps, one line each. */
const KINDS = new Map<string, StockKind>(
  [ROOM_NIGHTS, FLIGHT_SEATS, TOUR_PLACES].map((kind) => [kind.kind, kind]),
);

/** A kind of stock a test build adds (its own table); gives back a function that removes it. */
export function registerStockKind(kind: StockKind): () => void {
  if (KINDS.has(kind.kind)) throw new Error(`stock kind ${kind.kind} is already registered`);
  KINDS.set(kind.kind, kind);
  return () => KINDS.delete(kind.kind);
}

export function stockKindOf(item: Pick<StockItem, 'kind'>): StockKind {
  const kind = KINDS.get(item.kind);
  if (!kind) throw new Error(`unknown stock kind '${item.kind}'`);
  return kind;
}

/** One piece of stock as one key: the same in a checkout and in the hold rows. */
export const stockKey = (item: Pick<StockItem, 'kind' | 'resource' | 'day' | 'cabin'>) =>
  `${item.kind}|${item.resource}|${item.day}|${item.cabin ?? ''}`;

/** Stock in one fixed order, the order in which every transaction takes and gives it back. */
export function sortStock<T extends Pick<StockItem, 'kind' | 'resource' | 'day' | 'cabin'>>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) =>
    stockKey(a) < stockKey(b) ? -1 : stockKey(a) > stockKey(b) ? 1 : 0,
  );
}

/**
 * Takes every item, in the one fixed order (sortStock), or refuses with the first that ran out
 * (409 sold_out); the caller's transaction then rolls back what was taken. A kind that takes
 * several items at once (takeMany) is asked once for all of its own.
 */
export async function takeAllStock(tx: Executor, items: readonly StockItem[]): Promise<void> {
  const sorted = sortStock(items);
  for (let start = 0; start < sorted.length;) {
    const kind = stockKindOf(sorted[start]!);
    let end = start + 1;
    while (end < sorted.length && sorted[end]!.kind === kind.kind) end++;
    const run = sorted.slice(start, end);
    start = end;
    const short = run.find((item) => item.quantity > item.total) ?? (await takeRun(tx, kind, run));
    if (short) {
      const { message, details } = kind.soldOut(short);
      throw new ConflictError(message, { code: 'sold_out', ...details });
    }
  }
}

/** Items of one kind taken: at once when the kind can, else one by one; the first short, if any. */
async function takeRun(
  tx: Executor,
  kind: StockKind,
  run: readonly StockItem[],
): Promise<StockItem | null> {
  if (kind.takeMany) return kind.takeMany(tx, run);
  for (const item of run) if (!(await kind.take(tx, item))) return item;
  return null;
}

/** Gives back every hold's stock, in the same fixed order stock is taken in. */
export async function giveBackAll(tx: Executor, holds: readonly Hold[]) {
  for (const hold of sortStock(holds)) await stockKindOf(hold).giveBack(tx, { ...hold, total: 0 });
}

/** The hold row that keeps an item for an order until `expiresAt`. */
export function holdRowOf(orderId: number, item: StockItem, expiresAt: Date) {
  const { kind, resource, day, cabin, quantity } = item;
  return { orderId, kind, resource, day, cabin, quantity, expiresAt };
}
