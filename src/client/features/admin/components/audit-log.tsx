import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, NativeSelect } from '../../../components/ui/input.tsx';
import { useAuditLog, type AuditEntry, type AuditTarget } from '../api/audit.ts';
import { ADMIN_PAGE_SIZE } from '../api/keys.ts';
import { formatInstant } from '../../../../domain/format.ts';
import { pageCount } from '../paging.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { AdminTable, type AdminColumn } from './admin-table.tsx';
import { SearchField } from './list-parts.tsx';

const TARGETS: AuditTarget[] = ['user', 'accommodation', 'booking'];
/** Fields of a change worth a line; the rest (ids, timestamps) would only crowd it. */
const HIDDEN_FIELDS = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'userId',
  'description',
  'descriptionFr',
]);
const MAX_CHANGES = 4;

type Record_ = Record<string, unknown>;
const asRecord = (value: unknown): Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record_) : {};

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 39)}…` : value;
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** The fields a change moved, 'field: before → after'; what a record held when made or deleted. */
function changesOf(entry: AuditEntry): string[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const shown = (key: string) => !HIDDEN_FIELDS.has(key);
  if (entry.before === null || entry.after === null) {
    const record = entry.before === null ? after : before;
    return Object.keys(record)
      .filter((key) => shown(key) && record[key] !== null && record[key] !== undefined)
      .map((key) => `${key}: ${show(record[key])}`);
  }
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => shown(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`);
}

/** What the change was made to, by its most telling name. */
function targetName(entry: AuditEntry): string | null {
  const record = { ...asRecord(entry.before), ...asRecord(entry.after) };
  for (const key of ['email', 'name', 'confirmationNumber']) {
    if (typeof record[key] === 'string' && record[key]) return record[key];
  }
  return null;
}

/** The audit log: every administrator's change, newest first; read only. */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const [targetType, setTargetType] = useState<AuditTarget | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const audit = useAuditLog(page, { targetType, q });
  const pages = audit.data ? pageCount(audit.data.total, ADMIN_PAGE_SIZE) : 1;
  const header = (column: string) => t(`admin.audit.columns.${column}`);
  const columns: AdminColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: header('when'),
      className: 'whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.at}>{formatInstant(entry.at, i18n.language)}</time>,
    },
    {
      id: 'admin',
      header: header('admin'),
      className: 'sm:whitespace-nowrap',
      cell: (entry) => entry.actorEmail,
    },
    {
      id: 'action',
      header: header('action'),
      cell: (entry) =>
        t(`admin.audit.actions.${entry.action.replace('.', '_')}`, {
          defaultValue: entry.action,
        }),
    },
    {
      id: 'target',
      header: header('target'),
      cell: (entry) => (
        <>
          <p>{t(`admin.audit.targets.${entry.targetType}`)}</p>
          <p className="text-xs break-all text-slate-600">
            {targetName(entry) ?? <span className="font-mono">{entry.targetId}</span>}
          </p>
        </>
      ),
    },
    {
      id: 'change',
      header: header('change'),
      className: 'text-xs',
      cell: (entry) => {
        const changes = changesOf(entry);
        if (changes.length === 0) return '—';
        return (
          <ul className="space-y-0.5">
            {changes.slice(0, MAX_CHANGES).map((change) => (
              <li key={change} className="break-all">
                {change}
              </li>
            ))}
            {changes.length > MAX_CHANGES ? (
              <li className="text-slate-600">
                {t('admin.audit.more', { count: changes.length - MAX_CHANGES })}
              </li>
            ) : null}
          </ul>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div>
        <h3 id="audit-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.audit.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('admin.audit.subtitle')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <div>
          <Label htmlFor="admin-audit-target">{t('admin.audit.targetFilter')}</Label>
          <NativeSelect
            id="admin-audit-target"
            value={targetType}
            onChange={(event) => {
              setTargetType(event.target.value as AuditTarget | '');
              setPage(1);
            }}
          >
            <option value="">{t('admin.audit.allTargets')}</option>
            {TARGETS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.audit.targets.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <SearchField
          id="admin-audit-search"
          showLabel
          label={t('admin.audit.searchLabel')}
          placeholder={t('admin.audit.searchPlaceholder')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <AdminTable
        label={t('admin.audit.title')}
        tableClassName="sm:min-w-[56rem]"
        state={audit}
        rows={audit.data?.rows}
        columns={columns}
        rowKey={(entry) => entry.id}
        loading={t('admin.audit.loading')}
        empty={t('admin.audit.empty')}
        paging={{ label: t('admin.audit.pagerLabel'), page, pages, onPage: setPage }}
      />
    </section>
  );
}
