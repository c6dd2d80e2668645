import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { formatInstant, formatNumber } from '../../../../domain/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminJobs, type AdminFailedJob, type AdminJobQueue } from '../api/jobs.ts';
import { AdminTable, type AdminColumn } from './admin-table.tsx';
import { StateBadge } from './list-parts.tsx';

/**
 * The jobs tab: the background work every server shares (sweeps, reconciliation, booking
 * e-mails), each queue's jobs by state, and the latest jobs that failed for good with their error.
 */
export function JobsTab() {
  const { t, i18n } = useTranslation();
  const jobs = useAdminJobs();
  const n = (value: number) => formatNumber(value, i18n.language);
  const queueName = (queue: string) => (
    <>
      <p className="font-medium text-slate-900">
        {t(`admin.jobs.queues.${queue.replace('.', '_')}`)}
      </p>
      <p className="font-mono text-xs break-all text-slate-600">{queue}</p>
    </>
  );
  const header = (column: string) => t(`admin.jobs.columns.${column}`);
  const queueColumns: AdminColumn<AdminJobQueue>[] = [
    { id: 'queue', header: header('queue'), cell: (row) => queueName(row.queue) },
    { id: 'pending', header: header('pending'), cell: (row) => n(row.pending) },
    { id: 'active', header: header('active'), cell: (row) => n(row.active) },
    {
      id: 'failed',
      header: header('failed'),
      cell: (row) =>
        row.failed > 0 ? <StateBadge tone="red">{n(row.failed)}</StateBadge> : n(row.failed),
    },
    {
      id: 'completed',
      header: header('completedLastHour'),
      cell: (row) => n(row.completedLastHour),
    },
  ];
  const failureColumns: AdminColumn<AdminFailedJob>[] = [
    {
      id: 'when',
      header: header('when'),
      className: 'whitespace-nowrap',
      cell: (job) => (
        <time dateTime={job.failedAt}>{formatInstant(job.failedAt, i18n.language)}</time>
      ),
    },
    { id: 'queue', header: header('queue'), cell: (job) => queueName(job.queue) },
    { id: 'attempts', header: header('attempts'), cell: (job) => n(job.attempts) },
    {
      id: 'error',
      header: header('error'),
      className: 'text-xs',
      cell: (job) => <span className="font-mono break-all">{job.error}</span>,
    },
  ];

  return (
    <div className="space-y-8">
      <section aria-labelledby="jobs-heading" className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="jobs-heading" className="text-lg font-semibold text-slate-900">
              {t('admin.jobs.title')}
            </h2>
            <p className="text-sm text-slate-600">{t('admin.jobs.subtitle')}</p>
          </div>
          <Button variant="outline" onClick={() => void jobs.refetch()} disabled={jobs.isFetching}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t('admin.jobs.refresh')}
          </Button>
        </div>
        <AdminTable
          label={t('admin.jobs.title')}
          tableClassName="sm:min-w-[40rem]"
          state={jobs}
          rows={jobs.data?.queues}
          columns={queueColumns}
          rowKey={(row) => row.queue}
          rowTestId="job-queue-row"
          loading={t('admin.jobs.loading')}
          empty={t('admin.jobs.empty')}
        />
      </section>
      <section aria-labelledby="job-failures-heading" className="space-y-4">
        <div>
          <h3 id="job-failures-heading" className="text-lg font-semibold text-slate-900">
            {t('admin.jobs.failuresTitle')}
          </h3>
          <p className="text-sm text-slate-600">{t('admin.jobs.failuresSubtitle')}</p>
        </div>
        <AdminTable
          label={t('admin.jobs.failuresTitle')}
          tableClassName="sm:min-w-[48rem]"
          state={jobs}
          rows={jobs.data?.failures}
          columns={failureColumns}
          rowKey={(job) => job.id}
          rowTestId="failed-job-row"
          loading={t('admin.jobs.loading')}
          empty={t('admin.jobs.noFailures')}
        />
      </section>
    </div>
  );
}
