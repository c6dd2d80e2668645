import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminUser } from '../../../../domain/admin.ts';
import { Done, type Role } from '../../../../domain/accounts.ts';
import { apiRequest } from '../../../lib/api.ts';
import { fetchPage } from './list-request.ts';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys.ts';

export type NewUser = { username: string; email: string; password: string; role: Role };

/** GET /api/admin/users: one page of accounts, newest first, searched on the server. */
export function useAdminUsers(page: number, q: string) {
  return useQuery({
    queryKey: [...adminKeys.users, { page, q }],
    queryFn: () => fetchPage('/api/admin/users', AdminUser, { page, pageSize: ADMIN_PAGE_SIZE, q }),
    placeholderData: keepPreviousData,
  });
}

export const createUser = (body: NewUser) =>
  apiRequest('POST', '/api/admin/users', body, { schema: AdminUser });

export const setUserRole = ({ id, role }: { id: string; role: Role }) =>
  apiRequest(
    'PATCH',
    `/api/admin/users/${encodeURIComponent(id)}/role`,
    { role },
    { schema: AdminUser },
  );

/** The spec's status call takes no body: it turns an active account inactive and back. */
export const toggleUserStatus = (id: string) =>
  apiRequest('PATCH', `/api/admin/users/${encodeURIComponent(id)}/status`, undefined, {
    schema: AdminUser,
  });

export const deleteUser = (id: string) =>
  apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(id)}`, undefined, {
    schema: Done,
  });
