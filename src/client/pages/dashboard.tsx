import { Redirect, useLocation, useSearch, useSearchParams } from 'wouter';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Luggage, UserRound } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { displayName } from '../../domain/accounts.ts';
import { useCurrentUser } from '../lib/account.ts';
import { MyTrips } from '../features/account/dashboard/my-trips.tsx';
import { PasswordForm } from '../features/account/dashboard/password-form.tsx';
import { ProfileForm } from '../features/account/dashboard/profile-form.tsx';
import { VerificationNotice } from '../features/account/dashboard/verification-notice.tsx';
import { errorText } from '../lib/refusals.ts';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';

const TABS = [
  { value: 'trips', icon: Luggage },
  { value: 'profile', icon: UserRound },
] as const;
type Tab = (typeof TABS)[number]['value'];

const tabTriggerClasses =
  'flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

/** /dashboard: the signed-in traveller's trips and profile; ?tab=profile opens the profile. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  usePageMeta({ title: t('meta.dashboard.title'), description: t('meta.dashboard.description') });
  const user = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  const [params, setParams] = useSearchParams();

  if (user.data === null) {
    const next = search ? `${location}?${search}` : location;
    return <Redirect to={`${paths.auth}?${new URLSearchParams({ next }).toString()}`} replace />;
  }
  if (user.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t('account.dashboard.loadError')}</h1>
        <p className="mt-2 text-slate-700">
          {errorText(user.error, t, i18n.language, 'checkout.refusals.server_error')}
        </p>
        <Button className="mt-6" onClick={() => void user.refetch()}>
          {t('account.dashboard.retry')}
        </Button>
      </div>
    );
  }
  if (!user.data) {
    return (
      <p role="status" className="py-20 text-center text-slate-600">
        {t('account.dashboard.loading')}
      </p>
    );
  }

  const account = user.data;
  const tab: Tab = params.get('tab') === 'profile' ? 'profile' : 'trips';
  function openTab(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'profile') next.set('tab', 'profile');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('account.dashboard.title')}</h1>
      <p className="mt-1 break-words text-slate-700">
        {t('account.dashboard.greeting', { name: displayName(account) })}
      </p>

      <Tabs.Root value={tab} onValueChange={openTab} className="mt-6">
        <Tabs.List
          aria-label={t('account.dashboard.tabsLabel')}
          className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:max-w-sm"
        >
          {TABS.map(({ value, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} className={tabTriggerClasses}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(`account.dashboard.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="trips" className="mt-6 space-y-6">
          {account.emailVerified ? null : <VerificationNotice email={account.email} />}
          <MyTrips />
        </Tabs.Content>
        <Tabs.Content value="profile" className="mt-6 space-y-6">
          <ProfileForm user={account} />
          <PasswordForm />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
