import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage } from './list-request.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

export type AuditTarget = 'user' | 'accommodation' | 'booking';

/** One administrator change as GET /api/admin/audit answers it. */
export type AuditEntry = {
  id: number;
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetType: AuditTarget;
  targetId: string;
  before: unknown;
  after: unknown;
  at: string;
};

export function useAuditLog(page: number, filters: { targetType: AuditTarget | ''; q: string }) {
  return useQuery({
    queryKey: [...adminKeys.audit, { page, ...filters }],
    queryFn: () =>
      fetchPage<AuditEntry>('/api/admin/audit', {
        page,
        pageSize: ADMIN_PAGE_SIZE,
        targetType: filters.targetType || undefined,
        q: filters.q,
      }),
    placeholderData: keepPreviousData,
  });
}
