import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../domain/admin.ts';
import type { Role } from '../../../../domain/accounts.ts';
import { apiRequest } from '../../../lib/api.ts';
import { fetchPage } from './list-request.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

export type NewUser = { username: string; email: string; password: string; role: Role };

/** GET /api/admin/users: one page of accounts, newest first, searched on the server. */
export function useAdminUsers(page: number, q: string) {
  return useQuery({
    queryKey: [...adminKeys.users, { page, q }],
    queryFn: () => fetchPage<AdminUser>('/api/admin/users', { page, pageSize: ADMIN_PAGE_SIZE, q }),
    placeholderData: keepPreviousData,
  });
}

export const createUser = (body: NewUser) =>
  apiRequest<AdminUser>('POST', '/api/admin/users', body);

export const setUserRole = ({ id, role }: { id: string; role: Role }) =>
  apiRequest<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}/role`, { role });

/** The spec's status call takes no body: it turns an active account inactive and back. */
export const toggleUserStatus = (id: string) =>
  apiRequest<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}/status`);

export const deleteUser = (id: string) =>
  apiRequest<{ ok: true }>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);
