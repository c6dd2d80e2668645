import { useTranslation } from 'react-i18next';
import { Bot, Building2, Car, DollarSign, Package, Plane, TrendingUp } from 'lucide-react';
import type { AdminStats } from '../../../../domain/admin.ts';
import { AuditLog } from './audit-log.tsx';
import { DailyChart } from './daily-chart.tsx';
import { ShareBar, StatCard } from './stat-card.tsx';
import {
  formatCents,
  formatInstant,
  formatNumber,
  formatPercent,
} from '../../../../domain/format.ts';

const KINDS = [
  { type: 'hotel', icon: Building2, testId: 'stat-hotel-bookings' },
  { type: 'flight', icon: Plane, testId: 'stat-flight-bookings' },
  { type: 'package', icon: Package, testId: 'stat-package-bookings' },
] as const;
const INSIGHTS = 3;

/**
 * The analytics tab: the real figures behind spec 2's estimates (money kept from paid bookings,
 * paid bookings per user), bookings by kind, 30 days of bookings and revenue, and the audit log.
 */
export function AnalyticsTab({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = (value: number) => formatNumber(value, lang);
  const share = (part: number, whole: number) => (whole ? (part / whole) * 100 : 0);
  const queriesPerUser = Math.round(stats.totalTravelQueries / (stats.totalUsers || 1));

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          testId="stat-revenue"
          icon={DollarSign}
          label={t('admin.analytics.revenue')}
          value={formatCents(stats.revenueCents, 'USD', lang)}
          detail={t('admin.analytics.revenueDetail')}
        />
        <StatCard
          testId="stat-conversion"
          icon={TrendingUp}
          label={t('admin.analytics.conversion')}
          value={formatPercent(stats.conversionRate / 100, lang, 1)}
          detail={t('admin.analytics.conversionDetail')}
        />
        <StatCard
          testId="stat-engagement"
          icon={Bot}
          label={t('admin.analytics.engagement')}
          value={n(stats.totalTravelQueries)}
          detail={t('admin.analytics.engagementDetail')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {KINDS.map(({ type, icon, testId }) => {
          const kind = stats.bookingsByType[type];
          const label = t(`admin.analytics.kinds.${type}`);
          return (
            <StatCard
              key={type}
              testId={testId}
              icon={icon}
              label={label}
              value={n(kind.total)}
              detail={t('admin.overview.confirmed', {
                count: kind.confirmed,
                n: n(kind.confirmed),
              })}
            >
              <ShareBar
                value={share(kind.confirmed, kind.total)}
                label={t('admin.analytics.confirmedShare', { kind: label })}
              />
            </StatCard>
          );
        })}
        <StatCard
          testId="stat-car-rentals"
          icon={Car}
          label={t('admin.analytics.kinds.car')}
          value={n(stats.totalCarRentals)}
          detail={t('admin.analytics.readyForApi')}
        >
          <ShareBar value={0} label={t('admin.analytics.readyForApi')} />
        </StatCard>
      </div>

      <DailyChart daily={stats.daily} />

      <div className="grid gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="user-analytics"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 id="user-analytics" className="text-base font-semibold text-slate-900">
            {t('admin.analytics.users.title')}
          </h3>
          <dl className="mt-3 divide-y divide-slate-100 text-sm">
            {(
              [
                ['totalUsers', n(stats.totalUsers)],
                ['activeUsers', n(stats.activeUsers)],
                ['verifiedProperties', n(stats.verifiedAccommodations)],
                ['queriesPerUser', n(queriesPerUser)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="flex items-center justify-between gap-3 py-2">
                <dt className="text-slate-700">{t(`admin.analytics.users.${key}`)}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section
          aria-labelledby="query-insights"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 id="query-insights" className="text-base font-semibold text-slate-900">
            {t('admin.analytics.insights.title')}
          </h3>
          {stats.recentActivity.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('admin.analytics.insights.empty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {stats.recentActivity.slice(0, INSIGHTS).map((query) => (
                <li key={query.id} className="py-2">
                  <p className="break-words text-slate-900">{query.query}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={query.createdAt}>{formatInstant(query.createdAt, lang)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <AuditLog />
    </div>
  );
}
