import { useTranslation } from 'react-i18next';
import { Bot, Building2, CalendarCheck, Users } from 'lucide-react';
import type { AdminStats } from '../../../../domain/admin.ts';
import { StatCard } from './stat-card.tsx';
import { formatInstant, formatNumber } from '../../../../domain/format.ts';

/** The overview: spec 2's four cards, and what travellers last asked the assistant. */
export function OverviewTab({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          testId="stat-total-users"
          icon={Users}
          label={t('admin.overview.totalUsers')}
          value={n(stats.totalUsers)}
          detail={t('admin.overview.activeUsers', {
            count: stats.activeUsers,
            n: n(stats.activeUsers),
          })}
        />
        <StatCard
          testId="stat-accommodations"
          icon={Building2}
          label={t('admin.overview.accommodations')}
          value={n(stats.totalAccommodations)}
          detail={t('admin.overview.verified', {
            count: stats.verifiedAccommodations,
            n: n(stats.verifiedAccommodations),
          })}
        />
        <StatCard
          testId="stat-total-bookings"
          icon={CalendarCheck}
          label={t('admin.overview.totalBookings')}
          value={n(stats.totalBookings)}
          detail={t('admin.overview.confirmed', {
            count: stats.confirmedBookings,
            n: n(stats.confirmedBookings),
          })}
        />
        <StatCard
          testId="stat-ai-queries"
          icon={Bot}
          label={t('admin.overview.aiQueries')}
          value={n(stats.totalTravelQueries)}
          detail={t('admin.overview.aiQueriesDetail')}
        />
      </div>

      <section
        aria-labelledby="recent-activity"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="recent-activity" className="text-lg font-semibold text-slate-900">
          {t('admin.overview.recentActivity')}
        </h2>
        <p className="text-sm text-slate-600">{t('admin.overview.recentActivityHint')}</p>
        {stats.recentActivity.length === 0 ? (
          <p className="mt-4 text-slate-600">{t('admin.overview.noActivity')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {stats.recentActivity.map((activity) => (
              <li key={activity.id} className="py-3">
                <p className="font-medium break-words text-slate-900">{activity.query}</p>
                <p className="mt-1 line-clamp-2 text-sm break-words text-slate-700">
                  {activity.response}
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  <time dateTime={activity.createdAt}>
                    {formatInstant(activity.createdAt, i18n.language)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
