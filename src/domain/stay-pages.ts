import { z } from 'zod';
import { cursorField, readCursor, writeCursor } from './cursors.ts';
import { MAX_DB_INT } from './input.ts';
import {
  compareStays,
  MAX_STAYS_PAGE_SIZE,
  SORT_OPTIONS,
  type SortKey,
  type SortOption,
  type StaysPage,
} from './stay-sort.ts';

/**
 * The order and the pages of the hotel listing (GET /api/accommodations with `limit`, `cursor`,
 * `sort`): one total order shared by the server that pages and the tests that check it.
 */

const decimal = z.string().regex(/^\d{1,9}(\.\d{1,4})?$/);
const CursorFields = z.strictObject({
  s: z.enum(SORT_OPTIONS),
  i: z.number().int().min(1).max(MAX_DB_INT),
  n: z.string().max(500),
  p: decimal,
  r: decimal.nullable(),
});

/** A cursor is the sort and the last stay sent, so the next page starts after it. */
export type StaysCursor = { sort: SortOption; after: SortKey };

export function encodeStaysCursor(sort: SortOption, last: SortKey): string {
  return writeCursor({ s: sort, i: last.id, n: last.name, p: last.pricePerNight, r: last.rating });
}

export function decodeStaysCursor(text: string): StaysCursor | null {
  const fields = readCursor(text, CursorFields);
  if (!fields) return null;
  const { s, i, n, p, r } = fields;
  return { sort: s, after: { id: i, name: n, pricePerNight: p, rating: r } };
}

/**
 * The page after `after` (or the first) of a list already in `sort`'s order. Starting after a
 * key rather than at an offset means a stay that sells out between two pages shifts nothing.
 */
export function pageOfSorted<T extends SortKey>(
  sorted: readonly T[],
  sort: SortOption,
  limit: number,
  after?: SortKey,
): StaysPage<T> {
  let start = 0;
  if (after) {
    const compare = compareStays(sort);
    let end = sorted.length;
    while (start < end) {
      const middle = (start + end) >>> 1;
      if (compare(sorted[middle]!, after) <= 0) start = middle + 1;
      else end = middle;
    }
  }
  const items = sorted.slice(start, start + limit);
  const last = items.at(-1);
  const more = start + limit < sorted.length;
  return {
    items,
    total: sorted.length,
    nextCursor: more && last ? encodeStaysCursor(sort, last) : null,
  };
}

/**
 * The paging part of GET /api/accommodations' query. Without `limit` and `cursor` the answer is
 * the whole list, as the spec's callers read it; `sort` alone orders that list.
 */
export const StaysPaging = z
  .object({
    limit: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_STAYS_PAGE_SIZE, `must be at most ${MAX_STAYS_PAGE_SIZE}`)
      .optional(),
    cursor: cursorField(decodeStaysCursor).optional(),
    sort: z.enum(SORT_OPTIONS, { error: `must be one of ${SORT_OPTIONS.join(', ')}` }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.cursor && q.sort && q.cursor.sort !== q.sort) {
      ctx.addIssue({
        code: 'custom',
        path: ['cursor'],
        params: { rule: 'invalid' },
        message: `belongs to the ${q.cursor.sort} order, not ${q.sort}: start again without it`,
      });
    }
  });

export type StaysPagingQuery = z.output<typeof StaysPaging>;
