import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Redirect, useLocation, useSearch, useSearchParams } from 'wouter';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import {
  BarChart3,
  Building2,
  CalendarCheck,
  LayoutDashboard,
  Coins,
  ListChecks,
  ShieldAlert,
  Users,
} from 'lucide-react';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { ApiError } from '../lib/api.ts';
import { paths } from '../lib/paths.ts';
import { usePageMeta } from '../lib/page-meta.ts';
import { useCurrentUser, useSetCurrentUser } from '../lib/account.ts';
import { useAdminStats } from '../features/admin/api/stats.ts';
import { AdminHeader } from '../features/admin/components/admin-header.tsx';
import { AnalyticsTab } from '../features/admin/components/analytics-tab.tsx';
import { BookingsTab } from '../features/admin/components/bookings-tab.tsx';
import { JobsTab } from '../features/admin/components/jobs-tab.tsx';
import { LoadFailure } from '../features/admin/components/list-parts.tsx';
import { OverviewTab } from '../features/admin/components/overview-tab.tsx';
import { PropertiesTab } from '../features/admin/components/properties-tab.tsx';
import { RevenueTab } from '../features/admin/components/revenue-tab.tsx';
import { UsersTab } from '../features/admin/components/users-tab.tsx';
import { errorText } from '../lib/refusals.ts';

const TABS = [
  { value: 'overview', icon: LayoutDashboard },
  { value: 'users', icon: Users },
  { value: 'accommodations', icon: Building2 },
  { value: 'bookings', icon: CalendarCheck },
  { value: 'analytics', icon: BarChart3 },
  { value: 'revenue', icon: Coins },
  { value: 'jobs', icon: ListChecks },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

const tabTriggerClasses =
  'flex min-h-11 min-w-0 flex-auto items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

/** What a signed-in traveller sees: the page is for administrators (the API refuses anyway). */
function NotAnAdmin() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShieldAlert className="mx-auto h-10 w-10 text-clay-600" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">{t('admin.forbiddenTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('admin.forbiddenText')}</p>
      <Link href={paths.home} className={buttonClasses('primary', 'md') + ' mt-6'}>
        {t('admin.goHome')}
      </Link>
    </div>
  );
}

/** /admin: spec 2's admin dashboard; ?tab= keeps the open tab across reloads. */
export default function AdminPage() {
  const { t, i18n } = useTranslation();
  usePageMeta({ title: t('admin.meta.title'), description: t('admin.meta.description') });
  const user = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  const [params, setParams] = useSearchParams();
  const isAdmin = user.data?.role === 'admin';
  const stats = useAdminStats(isAdmin);
  const setUser = useSetCurrentUser();
  // A session that ended while the page was open: sign out here too, once, and go to sign in.
  const sessionEnded = stats.error instanceof ApiError && stats.error.status === 401;
  const signedOut = useRef(false);
  useEffect(() => {
    if (sessionEnded && !signedOut.current) {
      signedOut.current = true;
      setUser(null);
    }
  }, [sessionEnded, setUser]);

  if (user.data === null) {
    const next = search ? `${location}?${search}` : location;
    return <Redirect to={`${paths.auth}?${new URLSearchParams({ next }).toString()}`} replace />;
  }
  if (user.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t('admin.loadError')}</h1>
        <p className="mt-2 text-slate-700">
          {errorText(user.error, t, i18n.language, 'checkout.refusals.server_error')}
        </p>
        <Button className="mt-6" onClick={() => void user.refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  }
  if (!user.data) {
    return (
      <p role="status" className="py-20 text-center text-slate-600">
        {t('admin.loading')}
      </p>
    );
  }
  const refused = stats.error instanceof ApiError && stats.error.status === 403;
  if (!isAdmin || refused) return <NotAnAdmin />;

  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';
  function openTab(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  }

  const statsPanel = (render: (data: NonNullable<typeof stats.data>) => ReactNode) =>
    stats.data ? (
      render(stats.data)
    ) : stats.isError ? (
      <LoadFailure error={stats.error} onRetry={() => void stats.refetch()} />
    ) : (
      <p role="status" className="py-10 text-center text-slate-600">
        {t('admin.loading')}
      </p>
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <AdminHeader online={stats.isSuccess ? true : stats.isError ? false : null} />

      <Tabs.Root value={tab} onValueChange={openTab} className="mt-6">
        <Tabs.List
          aria-label={t('admin.tabsLabel')}
          className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
        >
          {TABS.map(({ value, icon: Icon }) => (
            <Tabs.Trigger key={value} value={value} className={tabTriggerClasses}>
              <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{t(`admin.tabs.${value}`)}</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="overview" className="mt-6">
          {statsPanel((data) => (
            <OverviewTab stats={data} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="users" className="mt-6">
          <UsersTab currentUserId={user.data.id} />
        </Tabs.Content>
        <Tabs.Content value="accommodations" className="mt-6">
          <PropertiesTab />
        </Tabs.Content>
        <Tabs.Content value="bookings" className="mt-6">
          <BookingsTab />
        </Tabs.Content>
        <Tabs.Content value="analytics" className="mt-6">
          {statsPanel((data) => (
            <AnalyticsTab stats={data} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="revenue" className="mt-6">
          <RevenueTab />
        </Tabs.Content>
        <Tabs.Content value="jobs" className="mt-6">
          <JobsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
