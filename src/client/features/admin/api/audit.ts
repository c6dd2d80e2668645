import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuditEntry, type AuditTarget } from '../../../../domain/admin.ts';
import { fetchPage } from './list-request.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

export type { AuditTarget };
export { AuditEntry };

export function useAuditLog(page: number, filters: { targetType: AuditTarget | ''; q: string }) {
  return useQuery({
    queryKey: [...adminKeys.audit, { page, ...filters }],
    queryFn: () =>
      fetchPage('/api/admin/audit', AuditEntry, {
        page,
        pageSize: ADMIN_PAGE_SIZE,
        targetType: filters.targetType || undefined,
        q: filters.q,
      }),
    placeholderData: keepPreviousData,
  });
}
