import type { Page } from '../../../../domain/admin.ts';
import { failureOf, toQueryString } from '../../../lib/api.ts';

export type ListParams = Record<string, string | number | undefined>;

/**
 * GET one page of an admin list: the rows the server answers, and the whole count from its
 * X-Total-Count header. Fails as apiRequest does ("status: body", an ApiError with the body).
 */
export async function fetchPage<T>(path: string, params: ListParams): Promise<Page<T>> {
  const response = await fetch(`${path}${toQueryString(params)}`, { credentials: 'include' });
  if (!response.ok) throw await failureOf(response);
  const rows = (await response.json()) as T[];
  const total = Number(response.headers.get('x-total-count'));
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}
