import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { adminErrorText } from '../form-problems.ts';

/**
 * A table's own box: on a phone each row is a card whose cells are named by their columns, so no
 * action is off the screen (decision 0020); from 640 px the table scrolls sideways inside it and
 * the page never does. Focusable, so a keyboard can scroll it too. An empty list shows its text
 * instead, where a narrow screen can read it.
 */
export function TableBox({
  label,
  children,
  tableClassName,
  empty = null,
}: {
  label: string;
  children: ReactNode;
  /** The table's least width before it scrolls; wide by default, for lists of many columns. */
  tableClassName?: string;
  /** What to say instead of the table when the list is empty. */
  empty?: string | null;
}) {
  const table = useRef<HTMLTableElement>(null);
  // Each cell carries its column's name, which a phone shows beside it.
  useLayoutEffect(() => {
    const names = [...(table.current?.querySelectorAll('thead th') ?? [])].map(
      (th) => th.textContent?.trim() ?? '',
    );
    for (const row of table.current?.querySelectorAll('tbody tr') ?? []) {
      [...row.children].forEach((cell, i) => cell.setAttribute('data-label', names[i] ?? ''));
    }
  });
  if (empty !== null) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">
        {empty}
      </p>
    );
  }
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table
        ref={table}
        className={cn(
          'stacked-table w-full border-collapse text-left text-sm sm:min-w-[44rem]',
          tableClassName,
        )}
      >
        {children}
      </table>
    </div>
  );
}

export function HeaderCell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-slate-700 uppercase',
        className,
      )}
    >
      {children}
    </th>
  );
}

export function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <td
      className={cn(
        'border-b border-slate-100 px-3 py-3 align-top text-slate-800 [&_button]:whitespace-nowrap',
        className,
      )}
    >
      {children}
    </td>
  );
}

/** Previous and Next around 'Page X of Y'. */
export function Pager({
  page,
  pages,
  onPage,
  label,
  hasNext,
}: {
  page: number;
  pages?: number;
  onPage: (page: number) => void;
  label: string;
  /** For a list that answers no total: whether a next page may exist. */
  hasNext?: boolean;
}) {
  const { t } = useTranslation();
  const nextExists = hasNext ?? (pages !== undefined && page < pages);
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t('admin.paging.previous')}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {pages === undefined
          ? t('admin.paging.pageOnly', { page })
          : t('admin.paging.pageOf', { page, pages })}
      </p>
      <Button variant="outline" size="sm" disabled={!nextExists} onClick={() => onPage(page + 1)}>
        {t('admin.paging.next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** A search box for a list searched on the server. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  showLabel = false,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <Label htmlFor={id} className={showLabel ? undefined : 'sr-only'}>
        {label}
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={value}
          maxLength={100}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className="pl-9"
        />
      </div>
    </div>
  );
}

/** A list that could not be loaded: why, and a way to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
      <p className="font-semibold text-red-900">{t('admin.loadError')}</p>
      <p className="mt-1 text-red-900">{adminErrorText(error, t, i18n.language)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

const tones = {
  green: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  slate: 'bg-slate-100 text-slate-800 ring-slate-500/20',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  red: 'bg-red-50 text-red-900 ring-red-600/20',
  blue: 'bg-sky-50 text-sky-900 ring-sky-600/20',
} as const;
export type Tone = keyof typeof tones;

/** A short state ('Active', 'Verified') with a colour that is never its only signal. */
export function StateBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
