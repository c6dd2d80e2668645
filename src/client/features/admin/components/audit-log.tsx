import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, NativeSelect } from '../../../components/ui/input.tsx';
import { useAuditLog, type AuditEntry, type AuditTarget } from '../api/audit.ts';
import { ADMIN_PAGE_SIZE } from '../api/keys.ts';
import { pageCount } from '../paging.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { Cell, HeaderCell, LoadFailure, Pager, SearchField, TableBox } from './list-parts.tsx';
import { formatInstant } from '../../../../domain/format.ts';

const TARGETS: AuditTarget[] = ['user', 'accommodation', 'booking'];
const COLUMNS = ['when', 'admin', 'action', 'target', 'change'] as const;
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
      {audit.isError && !audit.data ? (
        <LoadFailure error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.isPending ? (
        <p role="status" className="py-6 text-slate-600">
          {t('admin.audit.loading')}
        </p>
      ) : (
        <>
          <TableBox
            label={t('admin.audit.title')}
            tableClassName="sm:min-w-[56rem]"
            empty={audit.data.rows.length === 0 ? t('admin.audit.empty') : null}
          >
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <HeaderCell key={column}>{t(`admin.audit.columns.${column}`)}</HeaderCell>
                ))}
              </tr>
            </thead>
            <tbody aria-busy={audit.isFetching}>
              {audit.data.rows.map((entry) => {
                const changes = changesOf(entry);
                const name = targetName(entry);
                return (
                  <tr key={entry.id}>
                    <Cell className="whitespace-nowrap">
                      <time dateTime={entry.at}>{formatInstant(entry.at, i18n.language)}</time>
                    </Cell>
                    <Cell className="sm:whitespace-nowrap">{entry.actorEmail}</Cell>
                    <Cell>
                      {t(`admin.audit.actions.${entry.action.replace('.', '_')}`, {
                        defaultValue: entry.action,
                      })}
                    </Cell>
                    <Cell>
                      <p>{t(`admin.audit.targets.${entry.targetType}`)}</p>
                      <p className="text-xs break-all text-slate-600">
                        {name ?? <span className="font-mono">{entry.targetId}</span>}
                      </p>
                    </Cell>
                    <Cell className="text-xs">
                      {changes.length === 0 ? (
                        '—'
                      ) : (
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
                      )}
                    </Cell>
                  </tr>
                );
              })}
            </tbody>
          </TableBox>
          <Pager label={t('admin.audit.pagerLabel')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
