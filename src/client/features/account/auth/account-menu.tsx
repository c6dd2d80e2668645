import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { DropdownMenu } from 'radix-ui';
import {
  ChevronDown,
  CircleUserRound,
  LogOut,
  Luggage,
  ShieldCheck,
  Smartphone,
  UserRound,
} from 'lucide-react';
import { displayName, type AuthUser } from '../../../../domain/accounts.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../lib/paths.ts';
import { cn } from '../../../lib/utils.ts';
import { errorText } from '../../../lib/refusals.ts';
import { useLogout } from '../../../lib/account.ts';

/** Where a signed-in traveller can go from the header; Admin only for administrators. */
function accountLinks(user: AuthUser) {
  return [
    { href: paths.dashboard, key: 'account.menu.trips', Icon: Luggage },
    { href: paths.trips, key: 'nav.trips', Icon: Smartphone },
    { href: `${paths.dashboard}?tab=profile`, key: 'account.menu.profile', Icon: UserRound },
    ...(user.role === 'admin'
      ? [{ href: paths.admin, key: 'account.menu.admin', Icon: ShieldCheck }]
      : []),
  ] as const;
}

/**
 * Sign out: the server ends the session, a toast says so, and the traveller goes home. Awaited
 * rather than given callbacks: the phone menu closes (and unmounts) before the answer comes.
 */
function useSignOut() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const logout = useLogout();
  async function signOut() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      toast({
        title: t('account.menu.signOutFailed'),
        description: errorText(error, t, i18n.language, 'checkout.refusals.server_error'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: t('account.menu.signedOutTitle'),
      description: t('account.menu.signedOutText'),
    });
    navigate(paths.home);
  }
  return { run: () => void signOut(), pending: logout.isPending };
}

const itemClass =
  'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:opacity-60';

/** The header's button with the traveller's name, opening the account menu (sm and wider). */
export function AccountMenu({ user, className }: { user: AuthUser; className?: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const name = displayName(user);
  return (
    // Not modal: a menu leaves the page as it is (no aria-hidden over it, as axe asks); it still
    // closes on Escape or a click outside and gives focus back to its button.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        title={name}
        className={cn(
          'inline-flex h-9 max-w-52 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 data-[state=open]:bg-slate-100 md:max-w-32 lg:max-w-52',
          className,
        )}
      >
        <CircleUserRound className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="truncate">{name}</span>
        <ChevronDown className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-600">
            {t('account.menu.signedInAs', { name: user.email })}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {accountLinks(user).map(({ href, key, Icon }) => (
            <DropdownMenu.Item key={href} asChild className={itemClass}>
              <Link href={href}>
                <Icon className="h-4 w-4 text-slate-600" aria-hidden="true" />
                {t(key)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={signOut.pending}
            onSelect={signOut.run}
          >
            <LogOut className="h-4 w-4 text-slate-600" aria-hidden="true" />
            {signOut.pending ? t('account.menu.signingOut') : t('account.menu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The same places in the phone menu, as plain links and a button (44 px tall each). */
export function MobileAccountItems({
  user,
  linkClass,
  onNavigate,
}: {
  user: AuthUser;
  linkClass: (href: string) => string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <>
      <li className="mt-1 border-t border-slate-200 px-3 pt-3 pb-1 text-xs text-slate-600">
        <span className="block truncate">
          {t('account.menu.signedInAs', { name: displayName(user) })}
        </span>
      </li>
      {accountLinks(user).map(({ href, key, Icon }) => (
        <li key={href}>
          <Link
            href={href}
            className={cn(linkClass(href), 'flex min-h-11 items-center gap-3')}
            onClick={onNavigate}
          >
            <Icon className="h-4 w-4 text-slate-600" aria-hidden="true" />
            {t(key)}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          disabled={signOut.pending}
          className={cn(linkClass(''), 'flex min-h-11 w-full items-center gap-3 text-left')}
          onClick={() => {
            signOut.run();
            onNavigate();
          }}
        >
          <LogOut className="h-4 w-4 text-slate-600" aria-hidden="true" />
          {signOut.pending ? t('account.menu.signingOut') : t('account.menu.signOut')}
        </button>
      </li>
    </>
  );
}
