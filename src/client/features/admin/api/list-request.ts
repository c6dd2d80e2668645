import { z } from 'zod';
import type { Page } from '../../../../domain/admin.ts';
import { failureOf, parseAnswer, toQueryString } from '../../../lib/api.ts';

export type ListParams = Record<string, string | number | undefined>;

/**
 * GET one page of an admin list: the rows the server answers, and the whole count from its
 * X-Total-Count header. Fails as apiRequest does ("status: body", an ApiError with the body).
 */
export async function fetchPage<Row extends z.ZodType>(
  path: string,
  row: Row,
  params: ListParams,
): Promise<Page<z.output<Row>>> {
  const url = `${path}${toQueryString(params)}`;
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw await failureOf(response);
  const rows = parseAnswer(url, z.array(row), await response.json());
  const total = Number(response.headers.get('x-total-count'));
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}
