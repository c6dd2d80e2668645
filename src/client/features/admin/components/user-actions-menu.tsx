import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { MoreHorizontal, ShieldCheck, ShieldOff, Trash2, UserCheck, UserX } from 'lucide-react';
import type { AdminUser } from '../../../../domain/admin.ts';
import { cn } from '../../../lib/utils.ts';

const itemClasses =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100';

/**
 * A user's row menu: role, status, delete. On one's own row the changes the server refuses
 * (demoting, deactivating or deleting oneself) are shown disabled, with why.
 */
export function UserActionsMenu({
  user,
  name,
  self,
  busy,
  onRole,
  onStatus,
  onDelete,
}: {
  user: AdminUser;
  name: string;
  self: boolean;
  busy: boolean;
  onRole: () => void;
  onStatus: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const admin = user.role === 'admin';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        disabled={busy}
        aria-label={t('admin.users.actionsFor', { name })}
        className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-50"
      >
        <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={itemClasses} disabled={self && admin} onSelect={onRole}>
            {admin ? (
              <ShieldOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            )}
            {admin ? t('admin.users.removeAdmin') : t('admin.users.makeAdmin')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClasses}
            disabled={self && user.isActive}
            onSelect={onStatus}
          >
            {user.isActive ? (
              <UserX className="h-4 w-4" aria-hidden="true" />
            ) : (
              <UserCheck className="h-4 w-4" aria-hidden="true" />
            )}
            {user.isActive ? t('admin.users.deactivate') : t('admin.users.activate')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={cn(itemClasses, 'text-clay-600')}
            disabled={self}
            onSelect={onDelete}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('admin.users.delete')}
          </DropdownMenu.Item>
          {self ? (
            <DropdownMenu.Label className="max-w-56 px-3 py-2 text-xs text-slate-600">
              {t('admin.users.selfNote')}
            </DropdownMenu.Label>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
