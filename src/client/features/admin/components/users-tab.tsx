import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import type { AdminUser } from '../../../../domain/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { adminKeys, ADMIN_PAGE_SIZE } from '../api/keys.ts';
import { deleteUser, setUserRole, toggleUserStatus, useAdminUsers } from '../api/users.ts';
import { formatInstant } from '../../../../domain/format.ts';
import { pageCount } from '../paging.ts';
import { adminErrorText } from '../form-problems.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { AddUserDialog } from './add-user-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { AdminTable, type AdminColumn } from './admin-table.tsx';
import { SearchField, StateBadge } from './list-parts.tsx';
import { UserActionsMenu } from './user-actions-menu.tsx';

function nameOf(user: AdminUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.username || user.email;
}

/** The users tab: accounts searched and paged on the server; add, promote, deactivate, delete. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const q = useDebouncedValue(search.trim());
  const users = useAdminUsers(page, q);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const failed = (titleKey: string) => (error: unknown) =>
    toast({
      title: t(titleKey),
      description: adminErrorText(error, t, i18n.language),
      variant: 'destructive',
    });

  const role = useMutation({
    mutationFn: setUserRole,
    onSuccess: () => {
      toast({ title: t('admin.users.toasts.roleUpdated') });
      void refresh();
    },
    onError: failed('admin.users.toasts.roleFailed'),
  });
  const status = useMutation({
    mutationFn: toggleUserStatus,
    onSuccess: () => {
      toast({ title: t('admin.users.toasts.statusUpdated') });
      void refresh();
    },
    onError: failed('admin.users.toasts.statusFailed'),
  });
  const remove = useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      toast({ title: t('admin.users.toasts.deleted') });
      setDeleting(null);
      // The deleted account may have been the last one of this page.
      if (users.data?.rows.length === 1 && page > 1) setPage(page - 1);
      void refresh();
    },
    onError: (error) => {
      setDeleting(null);
      failed('admin.users.toasts.deleteFailed')(error);
    },
  });
  const busyId =
    (role.isPending && role.variables?.id) ||
    (status.isPending && status.variables) ||
    (remove.isPending && remove.variables) ||
    null;

  const pages = users.data ? pageCount(users.data.total, ADMIN_PAGE_SIZE) : 1;
  const header = (column: string) => t(`admin.users.columns.${column}`);
  const columns: AdminColumn<AdminUser>[] = [
    {
      id: 'user',
      header: header('user'),
      cell: (user) => (
        <>
          <p className="font-medium text-slate-900">
            {nameOf(user)}
            {user.id === currentUserId ? (
              <span className="ml-1 font-normal text-slate-600">{t('admin.users.you')}</span>
            ) : null}
          </p>
          {user.username ? <p className="text-xs text-slate-600">@{user.username}</p> : null}
        </>
      ),
    },
    {
      id: 'email',
      header: header('email'),
      className: 'sm:whitespace-nowrap',
      cell: (user) => user.email,
    },
    {
      id: 'role',
      header: header('role'),
      cell: (user) => (
        <StateBadge tone={user.role === 'admin' ? 'blue' : 'slate'}>
          {t(`admin.users.roles.${user.role}`)}
        </StateBadge>
      ),
    },
    {
      id: 'status',
      header: header('status'),
      cell: (user) => (
        <StateBadge tone={user.isActive ? 'green' : 'red'}>
          {user.isActive ? t('admin.users.active') : t('admin.users.inactive')}
        </StateBadge>
      ),
    },
    {
      id: 'created',
      header: header('created'),
      className: 'whitespace-nowrap',
      cell: (user) => (
        <time dateTime={user.createdAt}>
          {formatInstant(user.createdAt, i18n.language, { dateStyle: 'medium' })}
        </time>
      ),
    },
    {
      id: 'actions',
      header: header('actions'),
      end: true,
      cell: (user) => (
        <UserActionsMenu
          user={user}
          name={nameOf(user)}
          self={user.id === currentUserId}
          busy={busyId === user.id}
          onRole={() =>
            role.mutate({ id: user.id, role: user.role === 'admin' ? 'user' : 'admin' })
          }
          onStatus={() => status.mutate(user.id)}
          onDelete={() => setDeleting(user)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="users-heading" className="text-lg font-semibold text-slate-900">
            {t('admin.users.title')}
          </h2>
          <p className="text-sm text-slate-600">
            {users.data
              ? t('admin.users.count', { count: users.data.total })
              : t('admin.users.subtitle')}
          </p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {t('admin.users.add')}
        </Button>
      </div>

      <SearchField
        id="admin-user-search"
        label={t('admin.users.searchLabel')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        className="sm:max-w-md"
      />

      <AdminTable
        label={t('admin.users.tableLabel')}
        tableClassName="sm:min-w-[50rem]"
        state={users}
        rows={users.data?.rows}
        columns={columns}
        rowKey={(user) => user.id}
        rowTestId="user-row"
        loading={t('admin.users.loading')}
        empty={t('admin.users.empty')}
        paging={{ label: t('admin.users.pagerLabel'), page, pages, onPage: setPage }}
      />

      <AddUserDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={() => {
          setPage(1);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={t('admin.users.deleteTitle')}
        description={t('admin.users.deleteText', {
          name: deleting ? nameOf(deleting) : '',
          email: deleting?.email ?? '',
        })}
        confirmLabel={remove.isPending ? t('admin.users.deleting') : t('admin.users.delete')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </section>
  );
}
