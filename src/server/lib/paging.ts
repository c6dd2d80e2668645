import { sql } from 'drizzle-orm';
import type { Page } from '../../domain/admin.ts';

/** Select this beside a page's rows: every row carries the count of all that match. */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * A page from rows that carry the whole count (one scan for both); past the last page there is
 * no row to carry it, and the count is asked alone.
 */
export async function pageOf<R>(
  rows: { row: R; total: number }[],
  countAll: () => Promise<number>,
): Promise<Page<R>> {
  if (rows.length === 0) return { rows: [], total: await countAll() };
  return { rows: rows.map((r) => r.row), total: rows[0]!.total };
}
